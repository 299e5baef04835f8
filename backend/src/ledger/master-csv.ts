// Writes the Master CSV (spec §9): title-case headers, and every cell through the product's one
// CSV rule (libs/shared/src/csv-cell.ts: RFC 4180 quoting, formulas neutralised, amounts numbers).
import { csvCell } from '@commissionbee/shared/csv-cell';
import { CSV_TITLES } from '@commissionbee/shared/csv';
import { BRAND } from '@commissionbee/shared/types';

export const MASTER_CSV_FILE_NAME = `${BRAND}-master.csv`;

/** One ledger row's cells as text, in the Master CSV's column order (CSV_TITLES). */
export type MasterCsvCells = (string | null)[];

export const MASTER_CSV_HEADER = `${CSV_TITLES.map(csvCell).join(',')}\r\n`;

export function masterCsvLine(cells: MasterCsvCells): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function masterCsvLines(rows: MasterCsvCells[]): string {
  let text = '';
  for (const cells of rows) text += masterCsvLine(cells);
  return text;
}
