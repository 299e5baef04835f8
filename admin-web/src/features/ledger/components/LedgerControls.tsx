// The ledger's filters (pay date, rep, status) and its rows per page, above the table.
import { LEDGER_PAGE_SIZES } from '@commissionbee/shared/ledger-query';
import type { PayStatus } from '@commissionbee/shared/types';
import type { LedgerFilters } from '../api/get-ledger-page';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export interface LedgerControlsProps {
  filters: LedgerFilters;
  /** The rep field as typed (the filter follows it after a pause). */
  repText: string;
  onRepText: (text: string) => void;
  onFilters: (filters: LedgerFilters) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
}

const STATUSES: { value: PayStatus | ''; label: string }[] = [
  { value: '', label: 'ledger.allStatuses' },
  { value: 'PAID', label: 'ledger.paid' },
  { value: 'PENDING', label: 'ledger.pending' },
  { value: 'CANCELLED', label: 'ledger.cancelled' },
];

export function LedgerControls(props: LedgerControlsProps) {
  const { filters, onFilters } = props;
  const { t } = useI18n();
  const active = filters.pay_date !== '' || props.repText !== '' || filters.status !== '';
  return (
    <div className="ledger-controls" role="group" aria-label={t('ledger.filters')}>
      <label className="ledger-control">
        <span>{t('ledger.payDate')}</span>
        <input
          type="date"
          className="cb-input"
          value={filters.pay_date}
          onChange={(event) => onFilters({ ...filters, pay_date: event.target.value })}
        />
      </label>
      <label className="ledger-control">
        <span>{t('ledger.repEmail')}</span>
        <input
          type="search"
          className="cb-input"
          placeholder="rep@company.com"
          autoComplete="off"
          value={props.repText}
          onChange={(event) => props.onRepText(event.target.value)}
        />
      </label>
      <label className="ledger-control">
        <span>{t('ledger.status')}</span>
        <select
          className="cb-input"
          value={filters.status}
          onChange={(event) =>
            onFilters({ ...filters, status: event.target.value as LedgerFilters['status'] })
          }
        >
          {STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {t(status.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="ledger-control">
        <span>{t('ledger.rowsPerPage')}</span>
        <select
          className="cb-input"
          value={props.pageSize}
          onChange={(event) => props.onPageSize(Number(event.target.value))}
        >
          {LEDGER_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      {active && (
        <button
          type="button"
          className="cb-link-button ledger-clear"
          onClick={() => {
            props.onRepText('');
            onFilters({ pay_date: '', rep: '', status: '' });
          }}
        >
          {t('ledger.clearFilters')}
        </button>
      )}
    </div>
  );
}
