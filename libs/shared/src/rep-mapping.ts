// The rep mapping CSV (issue 17): `Rep Email, Employee ID, First Name, Last Name`, one rep a line,
// and optionally `Language` (issue 33: the language of the rep's emails when the rep chose none).
// The Reps screen checks the file with this before sending it and the server re-checks it; any
// problem and nothing is stored (like the ledger upload).
import Papa from 'papaparse';
import { csvLine } from './csv-cell.js';
import { looksLikeEmail, normalizeEmail } from './email.js';
import { LANGUAGES, languageFromInput, type Language } from './i18n/languages.js';

export const MAPPING_COLUMNS = ['Rep Email', 'Employee ID', 'First Name', 'Last Name'] as const;
/**
 * Columns a file may have or not. Without `Language` the reps' languages stay as they are; a blank
 * cell clears the rep's language (the company's default applies again).
 */
export const OPTIONAL_MAPPING_COLUMNS = ['Language'] as const;
export const MAX_EMPLOYEE_ID = 64;
export const MAX_PAYROLL_NAME = 100;
export const MAX_MAPPING_ROWS = 20_000;
/**
 * More separators than this on one line is not a mapping CSV (it has 4 columns): the file is
 * refused before it is parsed, so 5 MB of one header row never becomes millions of fields.
 */
export const MAX_MAPPING_COLUMNS = 64;
/** Employee IDs payroll systems take: letters, digits and - _ . / (no spaces, no formulas). */
export const EMPLOYEE_ID = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const MAPPING_MESSAGES = {
  invalid: 'Invalid mapping CSV.',
  missingColumn: (title: string) => `The file has no ${title} column`,
  noRows: 'The file has no reps',
  tooManyRows: `The file has more than ${MAX_MAPPING_ROWS.toLocaleString('en-US')} reps`,
  tooManyColumns: (row: number) =>
    `Row ${row} has more than ${MAX_MAPPING_COLUMNS} columns; a mapping CSV has ${MAPPING_COLUMNS.length}. Is this the right file?`,
  badEmail: 'Rep Email must be a valid email address',
  duplicateEmail: (row: number) => `This rep is already on row ${row}`,
  employeeIdRequired: 'Employee ID is required',
  badEmployeeId: `Employee ID must be at most ${MAX_EMPLOYEE_ID} letters, digits, or - _ . /`,
  duplicateEmployeeId: (row: number) => `This Employee ID is already on row ${row}`,
  nameTooLong: `Names must be at most ${MAX_PAYROLL_NAME} characters`,
  controlCharacters: 'Names must not contain control characters',
  unknownRep: 'No rep with this email in the ledger or the rep list',
  employeeIdTaken: (email: string) => `This Employee ID belongs to ${email}`,
  badLanguage: `Language must be one of ${LANGUAGES.map((l) => `${l.code} (${l.name})`).join(', ')}, or blank`,
} as const;

/** The template the Reps screen offers: the header and one example row, through the CSV rule. */
export const MAPPING_TEMPLATE_CSV =
  csvLine(MAPPING_COLUMNS) + csvLine(['rep@example.com', 'E-1001', 'Jane', 'Doe']);

export interface MappingIssue {
  row: number;
  column: string;
  message: string;
}

export interface MappingRow {
  row: number;
  email: string;
  employee_id: string;
  first_name: string | null;
  last_name: string | null;
  /** Absent when the file has no Language column (nothing changes); null when the cell is blank. */
  language?: Language | null;
}

export interface MappingResult {
  rows: MappingRow[];
  issues: MappingIssue[];
}

/** Control characters (NUL among them) that no name may hold. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** An employee ID problem, or null (also used by the rep page's form). */
export function employeeIdError(value: string): string | null {
  const id = value.trim();
  if (!id) return MAPPING_MESSAGES.employeeIdRequired;
  if (id.length > MAX_EMPLOYEE_ID || !EMPLOYEE_ID.test(id)) return MAPPING_MESSAGES.badEmployeeId;
  return null;
}

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The characters papaparse may pick as the delimiter (it guesses among them). */
const SEPARATORS = new Set([',', ';', '\t', '|', '\u001e', '\u001f'].map((c) => c.charCodeAt(0)));

/**
 * The file's shape, read in one pass before any parse: a line with more than MAX_MAPPING_COLUMNS
 * separators, or more lines than MAX_MAPPING_ROWS reps and a header. Names may hold no line
 * break, so a line of the file is a row.
 */
export function mappingShapeIssue(text: string): MappingIssue | null {
  let lines = 0;
  let separators = 0;
  let blank = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (!blank) lines += 1;
      if (lines > MAX_MAPPING_ROWS + 1)
        return { row: 1, column: '', message: MAPPING_MESSAGES.tooManyRows };
      separators = 0;
      blank = true;
    } else {
      if (c !== 32) blank = false;
      if (SEPARATORS.has(c) && ++separators >= MAX_MAPPING_COLUMNS)
        return { row: lines + 1, column: '', message: MAPPING_MESSAGES.tooManyColumns(lines + 1) };
    }
  }
  return null;
}

/** Parses and checks the mapping file's text; rows are numbered as in a spreadsheet (header = 1). */
export function parseRepMapping(text: string): MappingResult {
  const shape = mappingShapeIssue(text);
  if (shape) return { rows: [], issues: [shape] };
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const issues: MappingIssue[] = [];
  const fields = parsed.meta.fields ?? [];
  for (const title of MAPPING_COLUMNS) {
    if (!fields.includes(title.toLowerCase()))
      issues.push({ row: 1, column: title, message: MAPPING_MESSAGES.missingColumn(title) });
  }
  if (issues.length > 0) return { rows: [], issues };
  if (parsed.data.length === 0)
    return { rows: [], issues: [{ row: 1, column: '', message: MAPPING_MESSAGES.noRows }] };
  if (parsed.data.length > MAX_MAPPING_ROWS)
    return { rows: [], issues: [{ row: 1, column: '', message: MAPPING_MESSAGES.tooManyRows }] };
  const hasLanguage = fields.includes('language');
  const rows: MappingRow[] = [];
  const emails = new Map<string, number>();
  const ids = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const row = index + 2;
    const email = clean(record['rep email']);
    const employeeId = clean(record['employee id']);
    const first = clean(record['first name']);
    const last = clean(record['last name']);
    const languageCell = hasLanguage ? clean(record['language']) : '';
    const language = languageCell ? languageFromInput(languageCell) : null;
    const rowIssues: MappingIssue[] = [];
    if (!looksLikeEmail(email))
      rowIssues.push({ row, column: 'Rep Email', message: MAPPING_MESSAGES.badEmail });
    else if (emails.has(normalizeEmail(email)))
      rowIssues.push({
        row,
        column: 'Rep Email',
        message: MAPPING_MESSAGES.duplicateEmail(emails.get(normalizeEmail(email))!),
      });
    else emails.set(normalizeEmail(email), row);
    const idError = employeeIdError(employeeId);
    if (idError) rowIssues.push({ row, column: 'Employee ID', message: idError });
    else if (ids.has(employeeId))
      rowIssues.push({
        row,
        column: 'Employee ID',
        message: MAPPING_MESSAGES.duplicateEmployeeId(ids.get(employeeId)!),
      });
    else ids.set(employeeId, row);
    for (const [column, name] of [
      ['First Name', first],
      ['Last Name', last],
    ] as const) {
      if (name.length > MAX_PAYROLL_NAME)
        rowIssues.push({ row, column, message: MAPPING_MESSAGES.nameTooLong });
      else if (CONTROL_CHARACTERS.test(name))
        rowIssues.push({ row, column, message: MAPPING_MESSAGES.controlCharacters });
    }
    if (languageCell && !language)
      rowIssues.push({ row, column: 'Language', message: MAPPING_MESSAGES.badLanguage });
    issues.push(...rowIssues);
    rows.push({
      row,
      email: normalizeEmail(email),
      employee_id: employeeId,
      first_name: first || null,
      last_name: last || null,
      ...(hasLanguage ? { language } : {}),
    });
  });
  return { rows, issues };
}
