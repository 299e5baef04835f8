import type { MouseEvent, ReactNode } from 'react';
import type { PortalRep } from '@commissionbee/shared/types';
import { formatDay, formatLastEmailed, repKey } from '../lib/rep-rows';
import { NewLinkButton } from './NewLinkButton';
import { PreviewButton } from './PreviewButton';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useMoments } from '../../../i18n/moments';

interface RepTableProps {
  reps: readonly PortalRep[];
  selected: ReadonlySet<string>;
  onToggle: (rep: PortalRep) => void;
  /** Selects every shown rep, or deselects them all when they are all selected already. */
  onToggleAll: () => void;
  emptyMessage: ReactNode;
  onRotated: (email: string) => void;
}

// The person first (name, then the address under it), the row's buttons next, then what an admin
// checks (opened, reviewed, emailed): all in view at 1280 px, the rest after them (issue 27); the
// commission plan's signing status last (issue 30).
const COLUMNS = [
  'portals.colRep',
  'portals.colActions',
  'portals.colLastOpened',
  'portals.colReviewed',
  'portals.colLastEmailed',
  'portals.colLatestPayDate',
  'portals.colTeam',
  'portals.colLinkIssued',
  'portals.colPlan',
];

/** The Email Center rep table; it scrolls inside a box 400 px high (spec §9). */
export function RepTable({
  reps,
  selected,
  onToggle,
  onToggleAll,
  emptyMessage,
  onRotated,
}: RepTableProps) {
  const { t, format, language } = useI18n();
  const moments = useMoments();
  // Dates as English has always written them (the shared copy formats), else Intl's.
  const english = language === 'en';
  const day = (value: string | null) =>
    english
      ? formatDay(value)
      : value
        ? format.date(/T/.test(value) ? new Date(value) : value)
        : '';
  const lastEmailed = (value: string | null) =>
    english ? formatLastEmailed(value) : value ? moments.table(value) : t('portals.never');
  const allSelected = reps.length > 0 && reps.every((rep) => selected.has(repKey(rep)));

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, rep: PortalRep) => {
    // Controls in the row act by themselves; a click elsewhere on the row toggles it.
    if ((event.target as HTMLElement).closest('input, label, button, a')) return;
    onToggle(rep);
  };

  return (
    <div className="cb-table-wrap portals-table-wrap" tabIndex={0}>
      <table className="cb-table portals-table">
        <caption className="cb-visually-hidden">{t('portals.reps')}</caption>
        <thead>
          <tr>
            <th scope="col" className="portals-select-col">
              <button
                type="button"
                className="cb-btn cb-btn--secondary cb-btn--small portals-select-all"
                aria-disabled={reps.length === 0 || undefined}
                onClick={() => reps.length > 0 && onToggleAll()}
              >
                {allSelected ? t('portals.deselectAll') : t('portals.selectAll')}
              </button>
            </th>
            {COLUMNS.map((key) => (
              <th
                key={key}
                scope="col"
                className={key === 'portals.colTeam' ? 'cb-table__end' : undefined}
              >
                {key === 'portals.colActions' ? (
                  <span className="cb-visually-hidden">{t(key)}</span>
                ) : (
                  t(key)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reps.length === 0 ? (
            <tr>
              <td className="cb-table__empty" colSpan={COLUMNS.length + 1}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            reps.map((rep) => (
              <tr
                key={repKey(rep)}
                className={
                  selected.has(repKey(rep)) ? 'portals-row portals-row--selected' : 'portals-row'
                }
                onClick={(event) => onRowClick(event, rep)}
              >
                <td className="portals-select-cell">
                  <input
                    type="checkbox"
                    className="portals-checkbox"
                    aria-label={t('portals.selectRep', { email: rep.rep_email })}
                    checked={selected.has(repKey(rep))}
                    onChange={() => onToggle(rep)}
                  />
                </td>
                <td className="portals-rep">
                  <span className="portals-rep__name">{rep.rep_name || rep.rep_email}</span>
                  <span className="portals-email cb-muted" title={rep.rep_email}>
                    {rep.rep_email}
                  </span>
                </td>
                <td>
                  <div className="portals-actions">
                    <PreviewButton email={rep.rep_email} />
                    <NewLinkButton
                      email={rep.rep_email}
                      name={rep.rep_name}
                      onRotated={onRotated}
                    />
                  </div>
                </td>
                <td className="cb-num">
                  {rep.last_opened_at ? lastEmailed(rep.last_opened_at) : t('portals.notOpened')}
                </td>
                <td className="cb-num">{rep.last_reviewed ? day(rep.last_reviewed) : '—'}</td>
                <td className="cb-num">{lastEmailed(rep.last_emailed)}</td>
                <td className="cb-num">{day(rep.latest_pay_date)}</td>
                <td className="cb-table__end">{rep.team_members}</td>
                <td className="cb-num">
                  {rep.key_issued_at ? day(rep.key_issued_at) : t('portals.noLink')}
                </td>
                <td>
                  {rep.plan_status === 'signed'
                    ? t('portals.signed')
                    : rep.plan_status === 'due'
                      ? t('portals.toSign')
                      : '—'}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
