// The one rule for every CSV the product writes (Master CSV, activity log, payroll files, the
// mapping template, the Help Center's example): RFC 4180 quoting, and text a spreadsheet would run
// as a formula neutralised with a leading single quote (OWASP's CSV injection advice).
//
// Numbers stay numbers: a JavaScript number, or text that is a plain decimal (`-50.00`, `1234.5`,
// how amounts come out of PostgreSQL), is written as it is, unquoted, so spreadsheets read an
// amount and a negative one is not turned into text. A plain decimal cannot be a formula.

/** What makes a cell quoted (RFC 4180): a quote, a comma, a line break. */
export const QUOTED_CHARS = '",\r\n';
/** What Excel, LibreOffice and Google Sheets read as the start of a formula: = + - @ TAB CR. */
export const FORMULA_STARTS = '=+-@\t\r';
/**
 * A formula after one of these runs too (`x;@SUM(1+1)`, `x;-2+3`, `a,=cmd`): a spreadsheet that
 * splits the cell on that character (a semicolon locale, or a careless re-import) would run it.
 */
export const FORMULA_SPLITTERS = ',;';

/**
 * `chars` as a regular expression's bracket, the minus last so it is literal: the same text in
 * JavaScript and in PostgreSQL (the Master CSV's export asks PostgreSQL which rows need the rule).
 */
export const charClass = (chars: string) =>
  `[${chars.replace('-', '')}${chars.includes('-') ? '-' : ''}]`;

const NEEDS_QUOTES = new RegExp(charClass(QUOTED_CHARS));
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
// One character code look-up instead of a regular expression: the Master CSV runs this for every
// cell of a million-row ledger (on PGlite; on a server PostgreSQL writes the plain cells).
const FORMULA_START_CODES = new Set([...FORMULA_STARTS].map((c) => c.charCodeAt(0)));
const startsFormula = (text: string) => FORMULA_START_CODES.has(text.charCodeAt(0));
const EMBEDDED_FORMULA = new RegExp(charClass(FORMULA_SPLITTERS) + charClass(FORMULA_STARTS));
const SPLITTERS = [...FORMULA_SPLITTERS];

const embedsFormula = (text: string) =>
  SPLITTERS.some((c) => text.includes(c)) && EMBEDDED_FORMULA.test(text);

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
