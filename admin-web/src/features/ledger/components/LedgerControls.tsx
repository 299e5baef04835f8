// The ledger's filters (pay date, rep, status) and its rows per page, above the table.
import { LEDGER_PAGE_SIZES } from '@commissionbee/shared/ledger-query';
import type { PayStatus } from '@commissionbee/shared/types';
import type { LedgerFilters } from '../api/get-ledger-page';

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
  { value: '', label: 'All statuses' },
  { value: 'PAID', label: 'Paid' },
  { value: 'PENDING', label: 'PENDING' },
  { value: 'CANCELLED', label: 'CANCELLED' },
];

export function LedgerControls(props: LedgerControlsProps) {
  const { filters, onFilters } = props;
  const active = filters.pay_date !== '' || props.repText !== '' || filters.status !== '';
  return (
    <div className="ledger-controls" role="group" aria-label="Filter the ledger">
      <label className="ledger-control">
        <span>Pay date</span>
        <input
          type="date"
          className="cb-input"
          value={filters.pay_date}
          onChange={(event) => onFilters({ ...filters, pay_date: event.target.value })}
        />
      </label>
      <label className="ledger-control">
        <span>Rep email</span>
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
        <span>Status</span>
        <select
          className="cb-input"
          value={filters.status}
          onChange={(event) =>
            onFilters({ ...filters, status: event.target.value as LedgerFilters['status'] })
          }
        >
          {STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </label>
      <label className="ledger-control">
        <span>Rows per page</span>
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
          Clear filters
        </button>
      )}
    </div>
  );
}
