// The one ledger-upload validator (spec §3, §5): the upload screen runs it on the file, the
// server re-runs it on what it receives, and both report problems in the same words.
// It never throws: whatever the input, problems come back as issues.
import Papa from 'papaparse';
import { ADDRESS_SEPARATORS, looksLikeEmail } from './email.js';
import { decimalStringToCents, fromCents } from './money.js';
import { normalizePayDate } from './pay-date.js';
import type { LedgerRecordInput } from './types.js';

/** CSV title → record field, in the column order of the Master CSV. */
export const CSV_COLUMNS = {
  'Pay Date': 'pay_date',
  'Rep Name': 'rep_name',
  'Rep Email': 'rep_email',
  'Item Name': 'item_name',
  'Item Pay Type': 'item_pay_type',
  Amount: 'amount',
  'Manager Email': 'manager_email',
  Breakdown: 'breakdown',
  'Manual Note': 'manual_note',
  'Line ID': 'line_id',
} as const;

export type CsvTitle = keyof typeof CSV_COLUMNS;
export type LedgerField = (typeof CSV_COLUMNS)[CsvTitle];

export const CSV_TITLES = Object.keys(CSV_COLUMNS) as CsvTitle[];
export const LEDGER_FIELDS = Object.values(CSV_COLUMNS) as LedgerField[];

/** Record field → CSV title. */
export const CSV_TITLE_OF = Object.fromEntries(
  CSV_TITLES.map((title) => [CSV_COLUMNS[title], title]),
) as Record<LedgerField, CsvTitle>;

export const REQUIRED_CSV_COLUMNS: readonly CsvTitle[] = [
  'Amount',
  'Item Name',
  'Item Pay Type',
  'Pay Date',
  'Rep Email',
  'Rep Name',
];

/** Longest text accepted in any field. */
export const MAX_TEXT_LENGTH = 1_000;
/** Longest Breakdown accepted, as JSON text (each of its lines is also at most MAX_TEXT_LENGTH). */
export const MAX_BREAKDOWN_LENGTH = 10_000;
/** Longest Line ID accepted (the source system's id of one pay line). */
export const MAX_LINE_ID_LENGTH = 200;
/** Amounts must stay below this in absolute value: the column is numeric(14,2). */
export const AMOUNT_LIMIT = 1e12;
/** More columns than this in any row is not a ledger CSV: the file is refused before it is parsed. */
export const MAX_CSV_COLUMNS = 200;
/** At most this many issues are listed; issueCount still counts them all. */
export const MAX_LISTED_ISSUES = 1_000;

export const BREAKDOWN_SEPARATORS = ['single-line', 'double-line'] as const;
export type BreakdownSeparator = (typeof BREAKDOWN_SEPARATORS)[number];

/** True for the Breakdown lines that draw a separator instead of text (any case, trimmed). */
export function isBreakdownSeparator(line: unknown): line is string {
  return (
    typeof line === 'string' &&
    (BREAKDOWN_SEPARATORS as readonly string[]).includes(line.trim().toLowerCase())
  );
}

/** How an amount may be written, in the words every amount message and the Help page use. */
export const AMOUNT_FORMS = ['1204.91', '1,204.91', '$1,204.91', '(50.00)'] as const;

export const CSV_MESSAGES = {
  /** A required column the header row does not name (the specification's words). */
  missing: (title: CsvTitle) => `Missing header ${title} is required`,
  /** A required cell left empty on a row that has the column: not a header problem. */
  empty: (title: CsvTitle) => `${title} is empty`,
  payDateRequired: 'Pay Date is required',
  payDateInvalid: "Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'",
  amountInvalid: `Invalid Amount. Must be a number written like ${AMOUNT_FORMS.slice(0, -1).join(', ')} or ${AMOUNT_FORMS.at(-1)}`,
  breakdownInvalid: 'Invalid Breakdown. Must be a bracketed list of strings',
  emailInvalid: (title: CsvTitle) =>
    `Invalid ${title}. Must be one address with a dot in its domain, like name@company.com`,
  emailNotSingle: (title: CsvTitle) =>
    `${title} must be one email address, without commas, spaces, line breaks or a name`,
  tooLong: (title: CsvTitle) => `${title} is too long`,
  notText: (title: CsvTitle) => `${title} must be text`,
  badCharacters: (title: CsvTitle) => `${title} contains characters that cannot be stored`,
  duplicateHeader: (title: CsvTitle) => `Duplicate header ${title}`,
  fieldCount: (found: number, expected: number) =>
    `Row has ${found} fields but the header has ${expected}` +
    (found > expected ? ' — is there an unquoted comma?' : ' — is a field missing?'),
  unterminatedQuote: 'Row has a quoted value that is never closed',
  malformedQuote: 'Row has a quote in the wrong place',
  notAList: 'Expected a list of records',
  notARecord: 'Row must be an object',
  tooManyColumns: (row: number) =>
    `Row ${row} has more than ${MAX_CSV_COLUMNS} columns; a ledger CSV has ${CSV_TITLES.length}. Is this the right file?`,
  unreadable: 'Could not read the CSV file',
  duplicateLineId: (row: number) => `Line ID is already used on row ${row}`,
} as const;

/**
 * The stable code of each problem (issue 33): an app words it in its reader's language from the
 * code and its params (the admin's catalogue key csv.<code>); `message` stays the English text.
 * The last two are found by the server: a file with no row, a row that would change a closed pay date.
 */
export const CSV_ISSUE_CODES = [
  'CSV_MISSING_HEADER',
  'CSV_EMPTY',
  'CSV_PAY_DATE_REQUIRED',
  'CSV_PAY_DATE_INVALID',
  'CSV_AMOUNT_INVALID',
  'CSV_BREAKDOWN_INVALID',
  'CSV_EMAIL_INVALID',
  'CSV_EMAIL_NOT_SINGLE',
  'CSV_TOO_LONG',
  'CSV_NOT_TEXT',
  'CSV_BAD_CHARACTERS',
  'CSV_DUPLICATE_HEADER',
  'CSV_FIELD_COUNT',
  'CSV_UNTERMINATED_QUOTE',
  'CSV_MALFORMED_QUOTE',
  'CSV_NOT_A_LIST',
  'CSV_NOT_A_RECORD',
  'CSV_TOO_MANY_COLUMNS',
  'CSV_UNREADABLE',
  'CSV_DUPLICATE_LINE_ID',
  'CSV_NO_RECORDS',
  'CSV_PAY_DATE_CLOSED',
] as const;

export type CsvIssueCode = (typeof CSV_ISSUE_CODES)[number];
/** What a code's words need: the column's CSV title, a row number, counts, a pay date. */
export type CsvIssueParams = Readonly<Record<string, string | number>>;

/** A problem without its place: the English message, its code and the values in it. */
export interface CsvProblem {
  message: string;
  code: CsvIssueCode;
  params?: CsvIssueParams;
}

const problem = (code: CsvIssueCode, message: string, params?: CsvIssueParams): CsvProblem =>
  params ? { message, code, params } : { message, code };

/** CSV_MESSAGES with their codes: the validator reports these. */
export const CSV_PROBLEMS = {
  missing: (column: CsvTitle) =>
    problem('CSV_MISSING_HEADER', CSV_MESSAGES.missing(column), { column }),
  empty: (column: CsvTitle) => problem('CSV_EMPTY', CSV_MESSAGES.empty(column), { column }),
  payDateRequired: problem('CSV_PAY_DATE_REQUIRED', CSV_MESSAGES.payDateRequired),
  payDateInvalid: problem('CSV_PAY_DATE_INVALID', CSV_MESSAGES.payDateInvalid),
  amountInvalid: problem('CSV_AMOUNT_INVALID', CSV_MESSAGES.amountInvalid),
  breakdownInvalid: problem('CSV_BREAKDOWN_INVALID', CSV_MESSAGES.breakdownInvalid),
  emailInvalid: (column: CsvTitle) =>
    problem('CSV_EMAIL_INVALID', CSV_MESSAGES.emailInvalid(column), { column }),
  emailNotSingle: (column: CsvTitle) =>
    problem('CSV_EMAIL_NOT_SINGLE', CSV_MESSAGES.emailNotSingle(column), { column }),
  tooLong: (column: CsvTitle) => problem('CSV_TOO_LONG', CSV_MESSAGES.tooLong(column), { column }),
  notText: (column: CsvTitle) => problem('CSV_NOT_TEXT', CSV_MESSAGES.notText(column), { column }),
  badCharacters: (column: CsvTitle) =>
    problem('CSV_BAD_CHARACTERS', CSV_MESSAGES.badCharacters(column), { column }),
  duplicateHeader: (column: CsvTitle) =>
    problem('CSV_DUPLICATE_HEADER', CSV_MESSAGES.duplicateHeader(column), { column }),
  fieldCount: (found: number, expected: number) =>
    problem('CSV_FIELD_COUNT', CSV_MESSAGES.fieldCount(found, expected), { found, expected }),
  unterminatedQuote: problem('CSV_UNTERMINATED_QUOTE', CSV_MESSAGES.unterminatedQuote),
  malformedQuote: problem('CSV_MALFORMED_QUOTE', CSV_MESSAGES.malformedQuote),
  notAList: problem('CSV_NOT_A_LIST', CSV_MESSAGES.notAList),
  notARecord: problem('CSV_NOT_A_RECORD', CSV_MESSAGES.notARecord),
  tooManyColumns: (row: number) =>
    problem('CSV_TOO_MANY_COLUMNS', CSV_MESSAGES.tooManyColumns(row), {
      row,
      max: MAX_CSV_COLUMNS,
      columns: CSV_TITLES.length,
    }),
  unreadable: problem('CSV_UNREADABLE', CSV_MESSAGES.unreadable),
  duplicateLineId: (row: number) =>
    problem('CSV_DUPLICATE_LINE_ID', CSV_MESSAGES.duplicateLineId(row), { row }),
} as const;

/** One problem, located as a spreadsheet user counts: the header is row 1, the first data row is 2. */
export interface RowIssue extends CsvProblem {
  row: number;
  /** The CSV title of the column; '' when the problem is the whole row. */
  column: string;
}

export interface CsvValidationResult {
  /** The valid rows only, normalized (dates YYYY-MM-DD, amounts rounded to cents, text trimmed). */
  records: LedgerRecordInput[];
  /** The first MAX_LISTED_ISSUES row problems, in row order. */
  issues: RowIssue[];
  /** How many row problems there are in all. */
  issueCount: number;
  /** Data rows read (blank lines are not rows). */
  rowCount: number;
  invalidRowCount: number;
  /** Problems with the header row (missing or duplicate columns); row is the header's row number. */
  headerIssues: RowIssue[];
  /**
   * When a required column is missing: the headers the file has (as written, trimmed) beside the
   * ones expected, so the screen can show both and offer to map one to the other.
   */
  headers?: { found: string[]; expected: CsvTitle[] };
}

/**
 * The file's own header names for our columns ("Amt" → Amount), as an admin matched them on the
 * upload screen. Keys compare as headers do (any case, spaces, _ or -).
 */
export type HeaderMapping = Readonly<Record<string, CsvTitle>>;

/** Upload is possible only with at least one row and no problem at all (spec §5). */
export function canUpload(result: CsvValidationResult): boolean {
  return result.rowCount > 0 && result.invalidRowCount === 0 && result.headerIssues.length === 0;
}

// ---------------------------------------------------------------------------------------------
// One row

/** A checked value, or the problem saying why it was refused. */
export type FieldCheck<T> = { value: T } | CsvProblem;

// PostgreSQL refuses NUL characters and unpaired surrogates in text and jsonb. (No lookbehind
// in the pattern: older Safari cannot compile it.)
const UNPAIRED_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function checkText(value: unknown, title: CsvTitle, required: boolean): FieldCheck<string | null> {
  const text = asText(value);
  if (text === null) return CSV_PROBLEMS.notText(title);
  if (text === '') return required ? CSV_PROBLEMS.empty(title) : { value: null };
  if (text.length > MAX_TEXT_LENGTH) return CSV_PROBLEMS.tooLong(title);
  if (!isStorable(text)) return CSV_PROBLEMS.badCharacters(title);
  return { value: text };
}

function checkEmail(value: unknown, title: CsvTitle, required: boolean): FieldCheck<string | null> {
  const checked = checkText(value, title, required);
  if ('value' in checked && checked.value !== null && !looksLikeEmail(checked.value)) {
    return ADDRESS_SEPARATORS.test(checked.value)
      ? CSV_PROBLEMS.emailNotSingle(title)
      : CSV_PROBLEMS.emailInvalid(title);
  }
  return checked;
}

function checkPayDate(value: unknown): FieldCheck<string> {
  const text = asText(value);
  if (text === '') return CSV_PROBLEMS.payDateRequired;
  const payDate = text === null ? null : normalizePayDate(text);
  return payDate === null ? CSV_PROBLEMS.payDateInvalid : { value: payDate };
}

const CURRENCY_AND_SPACES = /[$€£¥\s]/g;
const GROUPED_DECIMAL = /^([+-]?)(\d{1,3}(?:,\d{3})+|\d*)(\.\d*)?$/;
/** Longer than any amount below AMOUNT_LIMIT written with symbols, separators and decimals. */
const MAX_AMOUNT_TEXT_LENGTH = 100;

/**
 * An amount as people write it: '$1,234.50' → 1234.5, '-50' and '(50.00)' → -50, rounded to
 * cents. Thousands separators must sit every three digits, so '1.234,50' is refused rather
 * than misread. Null when it is not such a number or is not below AMOUNT_LIMIT in size.
 */
export function parseAmount(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) >= AMOUNT_LIMIT) return null;
    text = String(value);
    if (text.includes('e')) return 0; // only numbers below 1e-6 are written with an exponent here
  } else if (typeof value === 'string') {
    text = value.trim();
    if (text.length > MAX_AMOUNT_TEXT_LENGTH) return null;
    let negative = false;
    if (text.startsWith('(') && text.endsWith(')')) {
      negative = true;
      text = text.slice(1, -1);
    }
    text = text.replace(CURRENCY_AND_SPACES, '').replace(/\u2212/g, '-');
    const match = GROUPED_DECIMAL.exec(text);
    if (!match) return null;
    const [, sign, whole, fraction = ''] = match;
    if (negative && sign !== '') return null;
    text = `${negative ? '-' : sign}${whole.replaceAll(',', '')}${fraction}`;
  } else {
    return null;
  }
  const unsigned = text.replace(/^[+-]/, '').split('.')[0].replace(/^0+/, '');
  if (unsigned.length > 12) return null;
  const cents = decimalStringToCents(text);
  if (cents === null || Math.abs(cents) >= AMOUNT_LIMIT * 100) return null;
  return fromCents(cents);
}

function checkAmount(value: unknown): FieldCheck<number> {
  if (asText(value) === '') return CSV_PROBLEMS.empty('Amount');
  const amount = parseAmount(value);
  return amount === null ? CSV_PROBLEMS.amountInvalid : { value: amount };
}

function breakdownLines(list: unknown): FieldCheck<string[] | null> {
  if (!Array.isArray(list) || !list.every((line) => typeof line === 'string')) {
    return CSV_PROBLEMS.breakdownInvalid;
  }
  if (JSON.stringify(list).length > MAX_BREAKDOWN_LENGTH) {
    return CSV_PROBLEMS.tooLong('Breakdown');
  }
  const lines: string[] = [];
  for (const raw of list as string[]) {
    const line = raw.trim();
    if (line.length > MAX_TEXT_LENGTH) return CSV_PROBLEMS.tooLong('Breakdown');
    if (!isStorable(line)) return CSV_PROBLEMS.badCharacters('Breakdown');
    lines.push(isBreakdownSeparator(line) ? line.toLowerCase() : line);
  }
  return { value: lines.length ? lines : null };
}

/**
 * A Breakdown as a bracketed JSON list of strings (the CSV cell) or an array (a JSON record);
 * empty gives null. Separator lines are stored in lower case; every line is trimmed.
 */
export function parseBreakdown(value: unknown): FieldCheck<string[] | null> {
  if (value === null || value === undefined) return { value: null };
  if (Array.isArray(value)) return breakdownLines(value);
  if (typeof value !== 'string') return CSV_PROBLEMS.breakdownInvalid;
  const text = value.trim();
  if (text === '') return { value: null };
  if (text.length > MAX_BREAKDOWN_LENGTH) return CSV_PROBLEMS.tooLong('Breakdown');
  if (!text.startsWith('[') || !text.endsWith(']')) return CSV_PROBLEMS.breakdownInvalid;
  try {
    return breakdownLines(JSON.parse(text));
  } catch {
    return CSV_PROBLEMS.breakdownInvalid;
  }
}

/** Optional; when given, names one pay line of the company (an upload replaces it by this id). */
function checkLineId(value: unknown): FieldCheck<string | null> {
  const checked = checkText(value, 'Line ID', false);
  if ('value' in checked && checked.value !== null && checked.value.length > MAX_LINE_ID_LENGTH) {
    return CSV_PROBLEMS.tooLong('Line ID');
  }
  return checked;
}

export interface RecordCheck {
  /** The normalized record, or null when the row has issues. */
  record: LedgerRecordInput | null;
  issues: RowIssue[];
}

/**
 * Checks one row given as an object keyed by field name (values may be strings from a CSV
 * or typed values from JSON) and reports its issues against `rowNumber`.
 */
export function validateRecord(row: Record<string, unknown>, rowNumber: number): RecordCheck {
  const issues: RowIssue[] = [];
  const take = <T>(title: CsvTitle, check: FieldCheck<T>): T | undefined => {
    if ('message' in check) {
      issues.push({ row: rowNumber, column: title, ...check });
      return undefined;
    }
    return check.value;
  };
  const pay_date = take('Pay Date', checkPayDate(row.pay_date));
  const rep_name = take('Rep Name', checkText(row.rep_name, 'Rep Name', true));
  const rep_email = take('Rep Email', checkEmail(row.rep_email, 'Rep Email', true));
  const item_name = take('Item Name', checkText(row.item_name, 'Item Name', true));
  const item_pay_type = take('Item Pay Type', checkText(row.item_pay_type, 'Item Pay Type', true));
  const amount = take('Amount', checkAmount(row.amount));
  const manager_email = take(
    'Manager Email',
    checkEmail(row.manager_email, 'Manager Email', false),
  );
  const breakdown = take('Breakdown', parseBreakdown(row.breakdown));
  const manual_note = take('Manual Note', checkText(row.manual_note, 'Manual Note', false));
  const line_id = take('Line ID', checkLineId(row.line_id));
  if (issues.length > 0) return { record: null, issues };
  return {
    record: {
      pay_date: pay_date!,
      rep_name: rep_name!,
      rep_email: rep_email!,
      item_name: item_name!,
      item_pay_type: item_pay_type!,
      amount: amount!,
      manager_email: manager_email ?? null,
      breakdown: breakdown ?? null,
      manual_note: manual_note ?? null,
      // Only when given, so a file without the column reads exactly as before.
      ...(line_id ? { line_id } : {}),
    },
    issues,
  };
}

// ---------------------------------------------------------------------------------------------
// Many rows

/**
 * Takes the valid records while a large upload is still being validated, so the server can store
 * them as they come (the upload worker writes them into the COPY that runs beside it) instead of
 * after the last row. It only ever sees records of an upload that is valid so far: once any row or
 * header problem is found it is called no more, and the caller, seeing the final result refused,
 * throws away what it took. The result is the same with or without a sink.
 */
export interface RecordSink {
  /** Records per call (the last ones, fewer than this, stay for the caller after the result). */
  every: number;
  /**
   * Asked once, before the first row: with the fields the CSV header names (null for JSON
   * records), whether to take records at all.
   */
  begin(fields: readonly LedgerField[] | null): boolean;
  /** Records `start`…`end` (exclusive) of `records`, all valid, in row order. */
  take(records: readonly LedgerRecordInput[], start: number, end: number): void;
}

/** A result with no rows and no problem yet (what a validation starts from). */
export function emptyValidationResult(): CsvValidationResult {
  return {
    records: [],
    issues: [],
    issueCount: 0,
    rowCount: 0,
    invalidRowCount: 0,
    headerIssues: [],
  };
}

class ResultBuilder {
  readonly result = emptyValidationResult();

  /** Line ID → the row that used it first: the same Line ID twice in one file is a row error. */
  private readonly lineIds = new Map<string, number>();

  /** Records handed to the sink so far; the sink is dropped at the first problem. */
  private taken = 0;

  constructor(private sink: RecordSink | null = null) {}

  /** Asks the sink whether it takes this upload's records (once the header problems are known). */
  begin(fields: readonly LedgerField[] | null): void {
    if (this.sink && (this.result.headerIssues.length > 0 || !this.sink.begin(fields)))
      this.sink = null;
  }

  addRow(check: RecordCheck, extraIssues: readonly RowIssue[] = [], rowNumber = 0): void {
    this.result.rowCount += 1;
    let issues = extraIssues.length ? [...extraIssues, ...check.issues] : check.issues;
    const lineId = check.record?.line_id;
    if (lineId) {
      const first = this.lineIds.get(lineId);
      if (first === undefined) this.lineIds.set(lineId, rowNumber);
      else
        issues = [
          ...issues,
          { row: rowNumber, column: 'Line ID', ...CSV_PROBLEMS.duplicateLineId(first) },
        ];
    }
    if (issues.length === 0 && check.record) {
      const records = this.result.records;
      records.push(check.record);
      if (this.sink && records.length - this.taken >= this.sink.every) {
        this.sink.take(records, this.taken, records.length);
        this.taken = records.length;
      }
      return;
    }
    this.sink = null;
    this.result.invalidRowCount += 1;
    this.result.issueCount += issues.length;
    for (const issue of issues) {
      if (this.result.issues.length >= MAX_LISTED_ISSUES) break;
      this.result.issues.push(issue);
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates records already keyed by field name (the JSON the upload screen POSTs as
 * {data: [records]}). Row numbers count as in the CSV: the first record is row 2. `sink` takes
 * the valid records as they are checked (RecordSink).
 */
export function validateRecords(
  rows: readonly Record<string, unknown>[],
  sink?: RecordSink,
): CsvValidationResult {
  const builder = new ResultBuilder(sink);
  try {
    if (!Array.isArray(rows)) {
      builder.result.headerIssues.push({ row: 1, column: '', ...CSV_PROBLEMS.notAList });
      return builder.result;
    }
    builder.begin(null);
    rows.forEach((row: unknown, index) => {
      const rowNumber = index + 2;
      if (isPlainObject(row)) builder.addRow(validateRecord(row, rowNumber), [], rowNumber);
      else {
        builder.addRow({
          record: null,
          issues: [{ row: rowNumber, column: '', ...CSV_PROBLEMS.notARecord }],
        });
      }
    });
    return builder.result;
  } catch {
    return unreadable();
  }
}

function unreadable(): CsvValidationResult {
  const result = new ResultBuilder().result;
  result.headerIssues.push({ row: 1, column: '', ...CSV_PROBLEMS.unreadable });
  return result;
}

/** 'Pay Date', 'pay date', ' PAY_DATE ' and 'pay-date' all name the same column. */
function headerKey(header: unknown): string {
  return String(header ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

const FIELD_BY_HEADER_KEY = new Map<string, LedgerField>(
  CSV_TITLES.map((title) => [headerKey(title), CSV_COLUMNS[title]]),
);

function isBlankRow(cells: unknown): boolean {
  return (
    !Array.isArray(cells) || cells.every((cell) => typeof cell !== 'string' || cell.trim() === '')
  );
}

/** Comma unless the header line plainly uses tabs or semicolons instead (the preview uses it too). */
export function guessDelimiter(text: string): string {
  const firstLine =
    text
      .slice(0, 65_536)
      .split(/\r\n|\n|\r/)
      .find((line) => line.trim() !== '') ?? '';
  const count = (character: string) => firstLine.split(character).length - 1;
  const commas = count(',');
  const tabs = count('\t');
  const semicolons = count(';');
  if (tabs > commas && tabs >= semicolons) return '\t';
  if (semicolons > commas && semicolons > tabs) return ';';
  return ',';
}

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (where it differs from Latin-1); the five
 * bytes it leaves undefined stay the control characters, as the WHATWG Encoding Standard says.
 */
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * An uploaded file's text: UTF-8 (a BOM is kept for the parser to drop), else Windows-1252, which
 * Excel on Windows still writes. The upload preview in the browser and POST /bee/ledger/csv on the
 * server read a file the same way. Node's TextDecoder reads 'windows-1252' as Latin-1 (€, curly
 * quotes and dashes come out as control characters), so those 32 bytes are mapped here.
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]);
  }
}

/**
 * The number (as a spreadsheet counts) of the first row with more than MAX_CSV_COLUMNS cells, or
 * null. One pass over the text, before the parser would build millions of empty cells for a
 * row of delimiters; delimiters inside quotes do not count.
 */
function firstTooWideRow(text: string, delimiter: string): number | null {
  const delimiterCode = delimiter.charCodeAt(0);
  let row = 1;
  let cells = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34 /* " */) quoted = !quoted;
    else if (quoted) continue;
    else if (code === delimiterCode) {
      if (++cells > MAX_CSV_COLUMNS) return row;
    } else if (code === 10 /* \n */ || (code === 13 /* \r */ && text.charCodeAt(i + 1) !== 10)) {
      row += 1;
      cells = 1;
    }
  }
  return null;
}

interface Column {
  index: number;
  field: LedgerField;
}

/** The columns a header row names; its missing and duplicate columns are header issues. */
function readHeader(
  cells: unknown[],
  row: number,
  builder: ResultBuilder,
  mapping: HeaderMapping = {},
) {
  const columns: Column[] = [];
  const seen = new Set<LedgerField>();
  const mapped = new Map<string, LedgerField>();
  for (const [header, title] of Object.entries(mapping))
    if (title in CSV_COLUMNS) mapped.set(headerKey(header), CSV_COLUMNS[title]);
  cells.forEach((cell, index) => {
    const key = headerKey(cell);
    const field = mapped.get(key) ?? FIELD_BY_HEADER_KEY.get(key);
    if (!field) return;
    if (seen.has(field)) {
      builder.result.headerIssues.push({
        row,
        column: CSV_TITLE_OF[field],
        ...CSV_PROBLEMS.duplicateHeader(CSV_TITLE_OF[field]),
      });
      return;
    }
    seen.add(field);
    columns.push({ index, field });
  });
  for (const title of REQUIRED_CSV_COLUMNS) {
    if (!seen.has(CSV_COLUMNS[title])) {
      builder.result.headerIssues.push({
        row,
        column: title,
        ...CSV_PROBLEMS.missing(title),
      });
    }
  }
  if (REQUIRED_CSV_COLUMNS.some((title) => !seen.has(CSV_COLUMNS[title])))
    builder.result.headers = {
      found: cells
        .map((cell) =>
          String(cell ?? '')
            .replace(/^\uFEFF/, '')
            .trim(),
        )
        .filter((cell) => cell !== '')
        .slice(0, MAX_CSV_COLUMNS),
      expected: [...CSV_TITLES],
    };
  return { cells, row, columns };
}

/** The first quote problem the parser found in a row, as the row's issue. */
function quoteIssueOf(errors: readonly Papa.ParseError[], row: number): RowIssue | null {
  const error = errors.find((e) => e.type === 'Quotes');
  if (!error) return null;
  const found =
    error.code === 'MissingQuotes' ? CSV_PROBLEMS.unterminatedQuote : CSV_PROBLEMS.malformedQuote;
  return { row, column: '', ...found };
}

/**
 * Reads and validates a ledger CSV: a header row naming the columns in any order (CSV titles
 * or field names, any case, or the file's own names through `mapping`), then one record per row.
 * Blank lines are skipped but still counted in row numbers, as a spreadsheet shows them. Unknown
 * columns are dropped. `sink` takes the valid records as they are checked (RecordSink).
 */
export function parseCsvText(
  text: string,
  sink?: RecordSink,
  mapping?: HeaderMapping,
): CsvValidationResult {
  try {
    const source = typeof text === 'string' ? text.replace(/^\uFEFF/, '') : '';
    const delimiter = guessDelimiter(source);
    const wide = firstTooWideRow(source, delimiter);
    if (wide !== null) {
      const refused = new ResultBuilder().result;
      refused.headerIssues.push({
        row: wide,
        column: '',
        ...CSV_PROBLEMS.tooManyColumns(wide),
      });
      return refused;
    }
    const builder = new ResultBuilder(sink);
    // The rows are checked as the parser reads them (its step mode, the same rows and quote errors
    // as parsing the whole text first), so a sink gets its first records after the first rows,
    // not after the whole file has been parsed.
    let index = -1;
    let header: { cells: unknown[]; row: number; columns: Column[] } | null = null;
    let firstRowQuoteIssue: RowIssue | null = null;
    Papa.parse<unknown>(source, {
      header: false,
      // Blank rows are skipped below, not by the parser, to keep spreadsheet row numbers.
      skipEmptyLines: false,
      delimiter,
      step: (step) => {
        index += 1;
        const cells = step.data;
        const rowNumber = index + 1;
        const quoteIssue = quoteIssueOf(step.errors, rowNumber);
        if (rowNumber === 1) firstRowQuoteIssue = quoteIssue;
        if (isBlankRow(cells)) return;
        if (!header) {
          header = readHeader(cells as unknown[], rowNumber, builder, mapping);
          if (quoteIssue) builder.result.headerIssues.push(quoteIssue);
          builder.begin(header.columns.map((column) => column.field));
          return;
        }
        const record: Record<string, unknown> = {};
        for (const { index: cellIndex, field } of header.columns)
          record[field] = (cells as unknown[])[cellIndex];
        const rowIssues: RowIssue[] = [];
        if (quoteIssue) rowIssues.push(quoteIssue);
        // A field more or less than the header shifts or drops a value ($1,200.00 unquoted is $1 and
        // 200.00): the row is refused rather than stored changed.
        const fieldCount = (cells as unknown[]).length;
        if (!quoteIssue && fieldCount !== header.cells.length) {
          rowIssues.push({
            row: rowNumber,
            column: '',
            ...CSV_PROBLEMS.fieldCount(fieldCount, header.cells.length),
          });
        }
        builder.addRow(validateRecord(record, rowNumber), rowIssues, rowNumber);
      },
    });
    // A file of blank lines only: its header is missing, on row 1 (with row 1's quote problem).
    if (!header) {
      readHeader([], 1, builder);
      if (firstRowQuoteIssue) builder.result.headerIssues.push(firstRowQuoteIssue);
    }
    return builder.result;
  } catch {
    return unreadable();
  }
}

// ---------------------------------------------------------------------------------------------

/** The downloadable example for the Help Center; it passes the validator. */
export const EXAMPLE_CSV =
  [
    'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount,Manager Email,Breakdown,Manual Note,Line ID',
    '2024-03-05,Jane Doe,jane.doe@example.com,Smith Residence,M1,1250.00,max.manager@example.com,' +
      '"[""System 8 kW x $3.10/W = $24,800"",""single-line"",""Adder: battery +$1,000"",' +
      '""double-line"",""Total commission $1,250.00""]",,CRM-1001-M1',
    'PENDING,Jane Doe,jane.doe@example.com,Lopez Residence,M2,800.00,max.manager@example.com,,Paid after install,CRM-1002-M2',
    'CANCELLED,John Roe,john.roe@example.com,Garcia Residence,M1,500.00,max.manager@example.com,,Customer cancelled,CRM-1003-M1',
    '2024-03-19,John Roe,john.roe@example.com,Garcia Residence,Clawback,-500.00,max.manager@example.com,,' +
      '"Clawback of the M1 advance, job cancelled",CRM-1003-CB',
  ].join('\r\n') + '\r\n';
