// The ledger rows of one page: the columns are the keys of the first row (spec §2), titled as the
// CSV titles them (Pay Date, Rep Name, …) and formatted for reading.
import type { LedgerRow } from '@commissionbee/shared/types';
import { defaultColumns, Table, type Column } from '@commissionbee/ui/Table';
import { ledgerColumn } from '../../../lib/ledger-cells';

function columnsOf(rows: readonly LedgerRow[]): Column<LedgerRow>[] {
  return defaultColumns(rows).map((column) => ledgerColumn<LedgerRow>(column.key));
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
