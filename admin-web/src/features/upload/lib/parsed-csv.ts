// What reading a CSV file gives the screen: the shared validator's verdict, plus the file's own
// cells for the preview table (shown as written, each row with its number and issues).
import type { CsvValidationResult } from '@commissionbee/shared/csv';

export interface PreviewRow {
  /** The row number a spreadsheet shows (the header is row 1). */
  row: number;
  cells: string[];
}

export interface ParsedCsv {
  result: CsvValidationResult;
  headers: string[];
  rows: PreviewRow[];
}

/** The types browsers give CSV files (Excel on Windows says application/vnd.ms-excel). */
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel'];

/** Spec §5: a CSV by its type, or by its name when the browser gives no useful type. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return CSV_TYPES.includes(file.type.toLowerCase()) || file.name.toLowerCase().endsWith('.csv');
}
