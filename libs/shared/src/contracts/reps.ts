// The reps directory, a rep's page and payroll details, and the employee ID mapping CSV: the
// routes, the directory's query and the profile's body.
import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  employeeIdError,
  MAPPING_MESSAGES,
  MAX_PAYROLL_NAME,
} from '../rep-mapping.js';
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages.js';
import { languageSettings, mappingUploaded, repDetail, repDirectoryPage } from './answers.js';
import { route } from './contract.js';

export const REPS_REQUEST_MESSAGES = {
  searchTooLong: (max: number) => `search must be at most ${max} characters`,
  searchControl: 'search must not contain control characters',
  nameTooLong: (max: number) => `Names must be at most ${max} characters`,
  nothingToChange: 'Send employee_id, first_name, last_name or language',
  language: `language must be one of ${LANGUAGES.map((l) => l.code).join(', ')}`,
} as const;
const M = REPS_REQUEST_MESSAGES;

const MAX_SEARCH_LENGTH = 200;

export const repListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, M.searchTooLong(MAX_SEARCH_LENGTH))
    .refine((v) => !CONTROL_CHARACTERS.test(v), M.searchControl)
    .default(''),
  /** Only the reps without an employee ID. */
  missing_id: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type RepListQuery = z.infer<typeof repListQuery>;

const payrollName = z
  .string()
  .trim()
  .max(MAX_PAYROLL_NAME, M.nameTooLong(MAX_PAYROLL_NAME))
  .refine((v) => !CONTROL_CHARACTERS.test(v), MAPPING_MESSAGES.controlCharacters)
  .nullable()
  .transform((v) => v || null);

const language = z
  .string({ error: M.language })
  .max(16, M.language)
  .refine(isLanguage, M.language)
  .meta({ enum: LANGUAGES.map((l) => l.code) })
  .transform((v) => v as Language);

export const repProfileBody = z
  .object({
    employee_id: z
      .string()
      .nullable()
      .superRefine((value, ctx) => {
        const error = value === null || value.trim() === '' ? null : employeeIdError(value);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      })
      .transform((v) => v?.trim() || null),
    first_name: payrollName,
    last_name: payrollName,
    /** The language of the rep's emails unless the rep chose one (null clears). */
    language: language.nullable(),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, M.nothingToChange);
export type RepProfileBody = z.infer<typeof repProfileBody>;

/** PUT /bee/language-settings. */
export const languageSettingsBody = z.object({ default_language: language });
export type LanguageSettingsBody = z.infer<typeof languageSettingsBody>;

const COMPANY_ONLY = "The caller's company only: another company's rep is 404.";
const readers = { roles: ['admin'], scope: 'reps:read' } as const;
const admins = { roles: ['admin'] } as const;

export const reps = {
  list: route({
    method: 'GET',
    path: '/bee/reps',
    access: readers,
    tag: 'reps',
    summary: 'The reps directory, paged in SQL',
    description:
      '{rows: [{email, name, first_name, last_name, employee_id, manager_email, team_size, link_issued_at, ' +
      'last_sent_at, last_opened_at, calculator_access}], total, page, pages}: every rep of the ledger, the rep ' +
      'list and the profiles; search matches name, email and employee ID; missing_id=true keeps reps without one.',
    query: repListQuery,
    status: 200,
    response: repDirectoryPage,
    errors: [400],
  }),
  mapping: route({
    method: 'POST',
    path: '/bee/reps/mapping',
    access: admins,
    tag: 'reps',
    summary:
      'Upload the employee ID mapping CSV (Rep Email, Employee ID, First Name, Last Name, optional Language)',
    description:
      'Multipart `file`, at most 5 MB (413 above); a line of more than 64 columns or more than 20,000 reps is ' +
      'refused before it is parsed, and the parse runs in the upload workers under the upload slots (429 with ' +
      "Retry-After when the company's or the server's are taken). All or nothing: any problem answers 400 {message: 'Invalid mapping CSV.', " +
      'issues: [{row, column, code, params?, message}], issueCount, rowCount} and stores nothing (unknown reps, duplicate ' +
      "emails or IDs, an ID another rep holds, a Language that is not en, es-US or a language's name). " +
      "Without a Language column the reps' languages are unchanged; a blank Language cell clears it. " +
      "Otherwise {message: 'success', rows, changed}.",
    body: { multipart: 'file' },
    status: 200,
    response: mappingUploaded,
    errors: [400, 408, 409, 413, 429],
  }),
  detail: route({
    method: 'GET',
    path: '/bee/reps/:email',
    access: readers,
    tag: 'reps',
    summary: "A rep's page: the directory row and their recent activity",
    description:
      `{...row, activity: [events]}; an API token without activity:read gets the row without ` +
      `activity (events hold addresses, browsers and admin emails). ${COMPANY_ONLY}`,
    status: 200,
    response: repDetail,
    errors: [400],
  }),
  update: route({
    method: 'PATCH',
    path: '/bee/reps/:email',
    access: admins,
    tag: 'reps',
    summary: "Set a rep's employee ID, the first and last name payroll uses, and their language",
    description:
      `Body {employee_id?, first_name?, last_name?, language?: 'en' | 'es-US'} (null clears); 409 when another rep has ` +
      `the employee ID. The language is the rep's emails' when the rep chose none in their app. ${COMPANY_ONLY}`,
    body: repProfileBody,
    status: 200,
    response: repDetail,
    errors: [400, 409],
  }),
  languageSettings: route({
    method: 'GET',
    path: '/bee/language-settings',
    access: admins,
    tag: 'reps',
    summary:
      "The company's default language for reps' emails and notifications: {default_language}",
    status: 200,
    response: languageSettings,
  }),
  setLanguageSettings: route({
    method: 'PUT',
    path: '/bee/language-settings',
    access: admins,
    tag: 'reps',
    summary: "Set the company's default language for reps' emails and notifications",
    description:
      "Body {default_language: 'en' | 'es-US'}. A rep's emails are in the rep's own choice, else the language an " +
      'admin set for them (Reps directory, mapping CSV), else this.',
    body: languageSettingsBody,
    status: 200,
    response: languageSettings,
    errors: [400],
  }),
};
