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

/** The languages a Language cell may name, as the problem lists them: 'en (English), …'. */
const LANGUAGE_LIST = LANGUAGES.map((l) => `${l.code} (${l.name})`).join(', ');

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
  badLanguage: (languages: string) => `Language must be one of ${languages}, or blank`,
} as const;

/** The template the Reps screen offers: the header and one example row, through the CSV rule. */
export const MAPPING_TEMPLATE_CSV =
  csvLine(MAPPING_COLUMNS) + csvLine(['rep@example.com', 'E-1001', 'Jane', 'Doe']);

export type MappingProblem = Exclude<keyof typeof MAPPING_MESSAGES, 'invalid'>;
/** Every problem a mapping file can have, for the apps' catalogues. */
export const MAPPING_PROBLEMS = Object.keys(MAPPING_MESSAGES).filter(
  (key) => key !== 'invalid',
) as MappingProblem[];

/**
 * A problem of the file: where, which (`code`, with the one value its words need as `value`) and
 * its English words; the admin app words the code in the admin's language.
 */
export interface MappingIssue {
  row: number;
  column: string;
  code: MappingProblem;
  params?: { value: string };
  message: string;
}

/** The issue `code` at `row`/`column`, worded in English with `value` (a row, a title, an email). */
export function mappingIssue(
  row: number,
  column: string,
  code: MappingProblem,
  value?: string | number,
): MappingIssue {
  const words: string | ((value: never) => string) = MAPPING_MESSAGES[code];
  const message = typeof words === 'string' ? words : words(value as never);
  return value === undefined
    ? { row, column, code, message }
    : { row, column, code, params: { value: String(value) }, message };
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

/** An employee ID's problem, or null (also used by the rep page's form). */
export function employeeIdProblem(value: string): 'employeeIdRequired' | 'badEmployeeId' | null {
  const id = value.trim();
  if (!id) return 'employeeIdRequired';
  if (id.length > MAX_EMPLOYEE_ID || !EMPLOYEE_ID.test(id)) return 'badEmployeeId';
  return null;
}

/** An employee ID's problem in English words, or null (the server's body check). */
export function employeeIdError(value: string): string | null {
  const problem = employeeIdProblem(value);
  return problem && MAPPING_MESSAGES[problem];
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
      if (lines > MAX_MAPPING_ROWS + 1) return mappingIssue(1, '', 'tooManyRows');
      separators = 0;
      blank = true;
    } else {
      if (c !== 32) blank = false;
      if (SEPARATORS.has(c) && ++separators >= MAX_MAPPING_COLUMNS)
        return mappingIssue(lines + 1, '', 'tooManyColumns', lines + 1);
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
      issues.push(mappingIssue(1, title, 'missingColumn', title));
  }
  if (issues.length > 0) return { rows: [], issues };
  if (parsed.data.length === 0) return { rows: [], issues: [mappingIssue(1, '', 'noRows')] };
  if (parsed.data.length > MAX_MAPPING_ROWS)
    return { rows: [], issues: [mappingIssue(1, '', 'tooManyRows')] };
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
    if (!looksLikeEmail(email)) rowIssues.push(mappingIssue(row, 'Rep Email', 'badEmail'));
    else if (emails.has(normalizeEmail(email)))
      rowIssues.push(
        mappingIssue(row, 'Rep Email', 'duplicateEmail', emails.get(normalizeEmail(email))!),
      );
    else emails.set(normalizeEmail(email), row);
    const idProblem = employeeIdProblem(employeeId);
    if (idProblem) rowIssues.push(mappingIssue(row, 'Employee ID', idProblem));
    else if (ids.has(employeeId))
      rowIssues.push(mappingIssue(row, 'Employee ID', 'duplicateEmployeeId', ids.get(employeeId)!));
    else ids.set(employeeId, row);
    for (const [column, name] of [
      ['First Name', first],
      ['Last Name', last],
    ] as const) {
      if (name.length > MAX_PAYROLL_NAME) rowIssues.push(mappingIssue(row, column, 'nameTooLong'));
      else if (CONTROL_CHARACTERS.test(name))
        rowIssues.push(mappingIssue(row, column, 'controlCharacters'));
    }
    if (languageCell && !language)
      rowIssues.push(mappingIssue(row, 'Language', 'badLanguage', LANGUAGE_LIST));
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
