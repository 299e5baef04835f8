// Writes the Master CSV (spec §9): title-case headers, RFC 4180 quoting, and text cells that a
// spreadsheet would run as a formula neutralised with a leading single quote.
import { CSV_COLUMNS, CSV_TITLES, type LedgerField } from '@commissionbee/shared/csv';
import { BRAND } from '@commissionbee/shared/types';

export const MASTER_CSV_FILE_NAME = `${BRAND}-master.csv`;

const NEEDS_QUOTES = /[",\r\n]/;
/** What Excel, LibreOffice and Google Sheets read as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: formula starts neutralised unless it is a plain number, then quoted when needed. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A ledger row as the database hands it to the export: every field already text. */
export type MasterCsvRow = Record<LedgerField, string | null>;

const FIELDS = CSV_TITLES.map((title) => CSV_COLUMNS[title]);

export const MASTER_CSV_HEADER = `${CSV_TITLES.map(csvCell).join(',')}\r\n`;

export function masterCsvLine(row: MasterCsvRow): string {
  return `${FIELDS.map((field) => csvCell(row[field])).join(',')}\r\n`;
}
