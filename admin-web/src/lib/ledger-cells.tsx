// How ledger values read in every admin table (ledger, upload preview, history): the CSV's titles
// as headers (the file's English), money as '$1,234.50' right-aligned in tabular figures, pay dates
// in the admin's locale (M/D/YYYY in English) or an orange PENDING / pink CANCELLED badge in the
// admin's language, long text on one line with the full value in a title.
import { CSV_TITLE_OF, type LedgerField } from '@commissionbee/shared/csv';
import { formatMoney, toCents, type AmountValue } from '@commissionbee/shared/money';
import { payStatusOf } from '@commissionbee/shared/pay-date';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import type { Column } from '@commissionbee/ui/Table';
import { breakdownText } from '../components/Breakdown';

const EXTRA_TITLES: Record<string, string> = { id: 'ID', job_name: 'Job Name' };

/** 'Pay Date' for pay_date; other keys in Title Case ('upload_id' → 'Upload Id'). */
export function columnTitle(key: string): string {
  return (
    CSV_TITLE_OF[key as LedgerField] ??
    EXTRA_TITLES[key] ??
    key
      .split(/[_\s]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export function Money({ value }: { value: AmountValue }) {
  const negative = toCents(value) < 0;
  return <span className={negative ? 'cb-num--negative' : undefined}>{formatMoney(value)}</span>;
}

/** The badges' words are the ledger filter's (ledger.json); a date reads in the admin's locale. */
export function PayDate({ value }: { value: string | null | undefined }) {
  const { t, format } = useI18n();
  const status = payStatusOf(value);
  if (status === 'PENDING')
    return <span className="cb-badge cb-badge--pending">{t('ledger.pending')}</span>;
  if (status === 'CANCELLED')
    return <span className="cb-badge cb-badge--cancelled">{t('ledger.cancelled')}</span>;
  return <span className="cb-num">{format.date(value ?? '')}</span>;
}

const LONG_TEXT = new Set([
  'rep_name',
  'rep_email',
  'item_name',
  'job_name',
  'manager_email',
  'breakdown',
  'manual_note',
]);

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(String).join(', ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** A breakdown on one line without its separator tokens; anything else (a bad cell) as text. */
const breakdownCell = (value: unknown): string =>
  Array.isArray(value) ? breakdownText(value) : text(value);

/** One column of ledger-shaped rows, read as people read it. */
export function ledgerColumn<Row>(key: string): Column<Row> {
  const get = (row: Row) => (row as Record<string, unknown>)[key];
  const header = columnTitle(key);
  if (key === 'amount')
    return {
      key,
      header,
      align: 'end',
      render: (row) => <Money value={get(row) as AmountValue} />,
    };
  if (key === 'pay_date')
    return { key, header, render: (row) => <PayDate value={get(row) as string | null} /> };
  if (key === 'id') return { key, header, align: 'end', className: 'cb-muted' };
  if (key === 'breakdown')
    return {
      key,
      header,
      truncate: true,
      render: (row) => breakdownCell(get(row)),
      fullText: (row) => breakdownCell(get(row)),
    };
  if (LONG_TEXT.has(key))
    return {
      key,
      header,
      truncate: true,
      render: (row) => text(get(row)),
      fullText: (row) => text(get(row)),
    };
  return { key, header };
}
