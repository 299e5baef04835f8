// The ledger rows of one page: the columns are the keys of the first row (spec §2), titled as the
// CSV titles them (Pay Date, Rep Name, …). Manager Email, Breakdown and Manual Note open under
// their row ("Details"), so the rest fits 1280 px; Pay Date, Rep Name and Amount sort.
import { Fragment, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { LedgerSort } from '@commissionbee/shared/ledger-query';
import { formatMoney } from '@commissionbee/shared/money';
import type { LedgerPageRow } from '@commissionbee/shared/types';
import { Pagination } from '@commissionbee/ui/Pagination';
import { defaultColumns } from '@commissionbee/ui/Table';
import { TableFrame, type TableHeader } from '@commissionbee/ui/TableFrame';
import { Breakdown } from '../../../components/Breakdown';
import { columnTitle, ledgerColumn } from '../../../lib/ledger-cells';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/**
 * What pay runs says of a line (issue 29, review on): not columns of their own but a badge beside
 * the pay date (a pay date never published) and the published amount under the draft one.
 */
const PAY_RUN_KEYS = ['pay_run', 'published_amount'];
const PAY_RUN_BADGES = { draft: 'ledger.draft', approved: 'ledger.approved' } as const;

/** "published $1,200.00 → draft $1,250.00" (or "new in the draft") under a revised line's amount. */
function RevisionNote({ row }: { row: LedgerPageRow }) {
  const { t } = useI18n();
  if (row.published_amount === undefined) return null;
  return (
    <div className="ledger-revision">
      {row.published_amount === null ? (
        <>
          <span>{t('ledger.newInDraft')}</span> <span>{t('ledger.notPublished')}</span>
        </>
      ) : (
        <>
          <span>{t('ledger.published', { amount: formatMoney(row.published_amount) })}</span>{' '}
          <span>{t('ledger.toDraft', { amount: formatMoney(row.amount) })}</span>
        </>
      )}
    </div>
  );
}

/** Each order's name in the catalogue's ledger.order select. */
const ORDER_NAMES: Record<LedgerSort, string> = {
  '-date': 'newest',
  date: 'oldest',
  rep: 'az',
  '-rep': 'za',
  '-amount': 'largest',
  amount: 'smallest',
};

/** Shown under a row, one click away. */
export const DETAIL_KEYS = ['manager_email', 'breakdown', 'manual_note'];

/** The sort a column header sets: its first click, then the other way. */
const SORTS: Record<string, [LedgerSort, LedgerSort]> = {
  pay_date: ['-date', 'date'],
  rep_name: ['rep', '-rep'],
  amount: ['-amount', 'amount'],
};

export interface LedgerTableProps {
  rows: LedgerPageRow[];
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  sort?: LedgerSort;
  onSortChange?: (sort: LedgerSort) => void;
}

const detailText = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.map(String).join(' · ')
      : String(value);

/** A detail as it reads: a breakdown as its lines with the separators drawn as rules. */
function detailCell(key: string, value: unknown): ReactNode {
  if (key === 'breakdown' && Array.isArray(value) && value.length > 0)
    return <Breakdown lines={value.map(String)} />;
  return detailText(value);
}

export function LedgerTable({
  rows,
  page,
  pages,
  onPageChange,
  sort = '-date',
  onSortChange,
}: LedgerTableProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const keys = defaultColumns(rows)
    .map((column) => column.key)
    .filter((key) => !PAY_RUN_KEYS.includes(key));
  const details = keys.filter((key) => DETAIL_KEYS.includes(key));
  const columns = keys
    .filter((key) => !DETAIL_KEYS.includes(key))
    .map((key) => ledgerColumn<LedgerPageRow>(key));
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const header = (key: string): TableHeader => {
    const title = columnTitle(key);
    const sorts = SORTS[key];
    const className = key === 'amount' ? 'cb-table__end' : undefined;
    if (!sorts || !onSortChange) return { key, content: title, className };
    const current = sorts.includes(sort) ? sort : null;
    const next = current === sorts[0] ? sorts[1] : sorts[0];
    return {
      key,
      className,
      content: (
        <button
          type="button"
          className={
            current
              ? `ledger-sort ledger-sort--${current.startsWith('-') ? 'down' : 'up'}`
              : 'ledger-sort'
          }
          aria-label={t('ledger.sortBy', {
            title,
            order: t('ledger.order', { sort: ORDER_NAMES[next] }),
          })}
          aria-pressed={current !== null}
          title={
            current
              ? t('ledger.sorted', { order: t('ledger.order', { sort: ORDER_NAMES[current] }) })
              : undefined
          }
          onClick={() => onSortChange(next)}
        >
          {title}
        </button>
      ),
    };
  };

  const headers = [
    ...columns.map((column) => header(column.key)),
    ...(details.length > 0 ? [{ key: 'details', content: t('ledger.details') }] : []),
  ];

  return (
    <div>
      <TableFrame
        caption={t('ledger.caption')}
        headers={headers}
        emptyMessage={t('ledger.noData')}
        emptyHint={t('ledger.tryOther')}
        isEmpty={rows.length === 0}
      >
        {rows.map((row) => {
          const expanded = open.has(row.id);
          return (
            <Fragment key={row.id}>
              <tr>
                {columns.map((column) => {
                  const value = (row as unknown as Record<string, unknown>)[column.key];
                  const full = column.fullText?.(row);
                  return (
                    <td
                      key={column.key}
                      className={
                        [
                          column.align === 'end' ? 'cb-table__end' : undefined,
                          column.className,
                          column.truncate ? 'cb-table__truncate' : undefined,
                        ]
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      title={column.truncate ? full : undefined}
                    >
                      {column.render ? column.render(row) : detailText(value)}
                      {column.key === 'pay_date' && row.pay_run && (
                        <>
                          {' '}
                          <span
                            className="cb-badge cb-badge--pending"
                            title={t('ledger.neverPublished')}
                          >
                            {t(PAY_RUN_BADGES[row.pay_run])}
                          </span>
                        </>
                      )}
                      {column.key === 'amount' && <RevisionNote row={row} />}
                    </td>
                  );
                })}
                {details.length > 0 && (
                  <td>
                    <button
                      type="button"
                      className="cb-link-button ledger-details-toggle"
                      aria-expanded={expanded}
                      aria-label={t('ledger.detailsOf', {
                        expanded: expanded ? 'yes' : 'no',
                        id: String(row.id),
                      })}
                      onClick={() => toggle(row.id)}
                    >
                      {expanded ? (
                        <ChevronDown size={16} aria-hidden="true" />
                      ) : (
                        <ChevronRight size={16} aria-hidden="true" />
                      )}
                      {expanded ? t('ledger.hide') : t('ledger.show')}
                    </button>
                  </td>
                )}
              </tr>
              {expanded && (
                <tr className="ledger-details">
                  <td colSpan={headers.length}>
                    <dl>
                      {details.map((key) => (
                        <div key={key}>
                          <dt>{columnTitle(key)}</dt>
                          <dd>
                            {detailCell(key, (row as unknown as Record<string, unknown>)[key])}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </TableFrame>
      <Pagination page={page} pages={pages} onPageChange={onPageChange} label={t('ledger.pages')} />
    </div>
  );
}
