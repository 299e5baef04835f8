// The one rule for every CSV the product writes (Master CSV, activity log, payroll files, the
// mapping template, the Help Center's example): RFC 4180 quoting, and text a spreadsheet would run
// as a formula neutralised with a leading single quote (OWASP's CSV injection advice).
//
// Numbers stay numbers: a JavaScript number, or text that is a plain decimal (`-50.00`, `1234.5`,
// how amounts come out of PostgreSQL), is written as it is, unquoted, so spreadsheets read an
// amount and a negative one is not turned into text. A plain decimal cannot be a formula.

const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What Excel, LibreOffice and Google Sheets read as the start of a formula: = + - @ TAB CR. */
function startsFormula(text: string): boolean {
  // One character code compare instead of a regular expression: the Master CSV runs this for
  // every cell of a million-row ledger.
  switch (text.charCodeAt(0)) {
    case 0x3d:
    case 0x2b:
    case 0x2d:
    case 0x40:
    case 0x09:
    case 0x0d:
      return true;
    default:
      return false;
  }
}
/**
 * The same after a comma or semicolon (`x;@SUM(1+1)`, `x;-2+3`, `a,=cmd`): a spreadsheet that
 * splits the cell on that character (a semicolon locale, or a careless re-import) would run it.
 */
const EMBEDDED_FORMULA = /[,;][=+\-@\t\r]/;

const embedsFormula = (text: string) =>
  (text.includes(',') || text.includes(';')) && EMBEDDED_FORMULA.test(text);

/** Whether a spreadsheet could run this text as a formula (and csvCell neutralises it). */
export function runsAsFormula(text: string): boolean {
  if (startsFormula(text)) return !PLAIN_NUMBER.test(text);
  return embedsFormula(text);
}

/**
 * One cell: neutralised when it could run as a formula, then quoted when needed; a cell with a
 * formula after a comma or semicolon is always quoted, so a reader keeps it one cell.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const embedded = embedsFormula(value);
  const text =
    embedded || (startsFormula(value) && !PLAIN_NUMBER.test(value)) ? `'${value}` : value;
  return embedded || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (CRLF) of cells. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
