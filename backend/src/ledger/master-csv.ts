// Writes the Master CSV (spec §9): title-case headers, RFC 4180 quoting, and text cells that a
// spreadsheet would run as a formula neutralised with a leading single quote.
import { CSV_TITLES } from '@commissionbee/shared/csv';
import { BRAND } from '@commissionbee/shared/types';

export const MASTER_CSV_FILE_NAME = `${BRAND}-master.csv`;

const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** What Excel, LibreOffice and Google Sheets read as the start of a formula (OWASP's list). */
function startsFormula(text: string): boolean {
  // One character code compare instead of a regular expression: this runs for every cell.
  switch (text.charCodeAt(0)) {
    case 0x3d: // =
    case 0x2b: // +
    case 0x2d: // -
    case 0x40: // @
    case 0x09: // tab
    case 0x0d: // CR
      return true;
    default:
      return false;
  }
}

/**
 * A formula after a comma or semicolon (`a;=cmd`, `x,=1+1`): a spreadsheet that splits the cell on
 * that character (a semicolon locale, or a careless re-import) would run it.
 */
function embedsFormula(text: string): boolean {
  return text.includes('=') && EMBEDDED_FORMULA.test(text);
}
const EMBEDDED_FORMULA = /[,;]=/;

/**
 * One cell: formula starts neutralised unless it is a plain number, then quoted when needed; a
 * formula after a comma or semicolon is neutralised and quoted the same way.
 */
export function csvCell(value: string | null | undefined): string {
  if (!value) return '';
  const embedded = embedsFormula(value);
  const text =
    embedded || (startsFormula(value) && !PLAIN_NUMBER.test(value)) ? `'${value}` : value;
  return embedded || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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
