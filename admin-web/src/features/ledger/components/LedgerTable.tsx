// The ledger rows of one page; columns are the keys of the first row (spec §2).
import type { LedgerRow } from '@commissionbee/shared/types';
import { formatAmount } from '@commissionbee/shared/money';
import { defaultColumns, Table, type Column } from '@commissionbee/ui/Table';

function columnsOf(rows: readonly LedgerRow[]): Column<LedgerRow>[] {
  return defaultColumns(rows).map((column) =>
    column.key === 'amount'
      ? { ...column, className: 'cb-amount', render: (row) => formatAmount(row.amount) }
      : column,
  );
}

export interface LedgerTableProps {
  rows: LedgerRow[];
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

export function LedgerTable({ rows, page, pages, onPageChange }: LedgerTableProps) {
  return (
    <Table
      caption="Ledger"
      data={rows}
      columns={columnsOf(rows)}
      rowKey={(row) => row.id}
      page={page}
      pages={pages}
      onPageChange={onPageChange}
      paginationLabel="Ledger pages"
    />
  );
}
