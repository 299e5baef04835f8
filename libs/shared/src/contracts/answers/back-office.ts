// The answers of the rep portal, the back office (activity log, reps directory, payroll) and the
// super user's routes (companies, backups), and of push subscriptions. See schemas.ts.
import { ACTIVITY_ACTIONS } from '../../activity.js';
import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../../i18n/languages.js';
import { calculatorConfig, companyInfo, isoTime, ledgerRecordInput, ledgerRow } from './core.js';

/** A language we speak: en, es-US (i18n/languages.ts). */
export const languageCode = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);

export const repVisit = z.object({
  first_opened_at: isoTime.nullable(),
  last_opened_at: isoTime.nullable(),
  previous_visit_at: isoTime.nullable(),
});

export const passwordChanged = z.object({ message: z.string(), token: z.string() });
export const myNameSaved = z.object({ name: z.string() });
export const companySwitched = z.object({ company_id: z.number().int() });
export const viewKeyIssued = z.object({ view_key: z.string(), created_at: isoTime });
export const previewKeyIssued = z.object({ preview_key: z.string(), expires_at: isoTime });
export const linkRequested = z.object({ message: z.string() });
export const repKeyRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  custom_features: z.array(z.string()),
});
export const repKeyRecords = z.object({ data: z.array(repKeyRecord) });
export const repKeyAdded = z.object({ data: repKeyRecord });

export const repRow = ledgerRow.extend({
  job_name: z.string(),
  added_at: z.number().optional(),
  change: z
    .object({ at: z.number(), previous: ledgerRecordInput.partial().nullable() })
    .nullable()
    .optional(),
  adjusts: z
    .object({ pay_date: z.string(), line: z.number().int().nullable() })
    .optional()
    .describe('Pay runs: an adjustment line names the closed pay date and line it corrects'),
});

/** A paycheck: one pay date's total for one rep (libs/shared rep.ts PaycheckSummary). */
export const paycheckSummary = z.object({ pay_date: z.string(), total: z.number() });

/** A manager's team member as the first answer carries them (issue 34: lines load when opened). */
export const teamMemberSummary = z.object({
  name: z.string(),
  email: z.string(),
  latest: paycheckSummary
    .nullable()
    .describe("The member's newest pay date and its paycheck total, or null"),
  pending: z.number().describe('The sum of their PENDING lines'),
  paychecks: z
    .array(paycheckSummary)
    .describe(
      'Their paycheck totals since January 1st of last year, newest first: the year to date is counted from them up to the reader’s today',
    ),
});

export const repKeyData = z.object({
  email: z.string(),
  company: companyInfo,
  company_id: z.number().int(),
  custom_features: z.array(z.string()),
  calculator: calculatorConfig.nullable(),
  data: z.array(repRow),
  team: z
    .array(teamMemberSummary)
    .optional()
    .describe(
      "A manager's team, one summary per rep whose lines name the key's email as manager, by email ([] for a rep who manages nobody)",
    ),
  published: z
    .record(z.string(), z.number())
    .optional()
    .describe(
      'Pay runs, with review on only: when each pay date reps see was published (Unix seconds), by pay date',
    ),
});

/** GET /bee/rep-key-data/team/:email: one team member's lines, as the manager sees them. */
export const repTeamMemberLines = z.object({
  email: z.string(),
  data: z.array(repRow),
});

// The back office (issue 17): activity log, reps directory, payroll.
export const activityEvent = z.object({
  id: z.number().int(),
  created_at: isoTime,
  actor_kind: z.enum(['user', 'rep', 'system', 'token']),
  actor_email: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  sentence: z.string(),
});

export const activityPage = z.object({
  rows: z.array(activityEvent),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

export const repDirectoryRow = z.object({
  email: z.string(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  employee_id: z.string().nullable(),
  manager_email: z.string().nullable(),
  team_size: z.number().int(),
  link_issued_at: isoTime.nullable(),
  last_sent_at: isoTime.nullable(),
  last_opened_at: isoTime.nullable(),
  calculator_access: z.boolean(),
  /** Commission plans: signed (every version sent to the rep is signed), due, or null (none sent). */
  plan_status: z.enum(['signed', 'due']).nullable(),
  /** The language an admin set for the rep (Reps directory, mapping CSV), or null. */
  language: languageCode.nullable(),
  /** The rep's own choice in the rep app, or null: it wins over `language` for their emails. */
  rep_language: languageCode.nullable(),
  /** What the rep's emails and notifications are in now (own choice, else admin's, else company default). */
  email_language: languageCode,
});

/** PUT /bee/rep/language's answer. */
export const repLanguageSet = z.object({
  language: languageCode,
});

/** The company's default language for reps' emails (Settings). */
export const languageSettings = z.object({
  default_language: languageCode,
});

export const repDirectoryPage = z.object({
  rows: z.array(repDirectoryRow),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

// activity is absent for an API token without activity:read (issue 26).
export const repDetail = repDirectoryRow.extend({ activity: z.array(activityEvent).optional() });

export const mappingUploaded = z.object({
  message: z.literal('success'),
  rows: z.number().int(),
  changed: z.number().int(),
});

export const payrollSettings = z.object({
  adp_company_code: z.string().nullable(),
  adp_batch_id: z.string().nullable(),
  adp_earnings_code: z.string().nullable(),
});

export const payrollSummary = z.object({
  pay_dates: z.array(z.string()),
  pay_date: z.string().nullable(),
  reps: z.array(
    z.object({
      email: z.string(),
      rep_name: z.string(),
      employee_id: z.string().nullable(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      total: z.string().describe('Exact decimal text, e.g. 1234.50'),
    }),
  ),
  total: z.number().describe("The sum of the reps' totals in dollars (a JSON number)"),
  missing: z
    .array(z.object({ email: z.string(), name: z.string() }))
    .describe('Reps without an employee ID'),
  settings: payrollSettings,
});

// Companies, backups (issue 20) and push subscriptions.
export const companyCreated = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  admin: z.object({ id: z.number().int(), email: z.string() }),
});
export type CompanyCreated = z.infer<typeof companyCreated>;
export const setupStatus = z.object({ open: z.boolean() });
export const firstRunCreated = companyCreated.extend({ token: z.string() });

export const backupFile = z.object({
  name: z.string(),
  size: z.number().int().describe('Bytes'),
  created_at: isoTime,
});

export const takenBackup = backupFile.extend({
  blocked_ms: z
    .number()
    .describe('How long requests waited for the database while the snapshot was taken'),
  tables: z.number().int(),
});

export const backupStatus = z.object({
  available: z
    .boolean()
    .describe("False on a PostgreSQL server: message then says to use the server's own tools"),
  message: z.string().nullable(),
  schedule: z.string().describe("'every day at 03:00', 'every hour', 'off', …"),
  keep: z.number().int(),
  directory: z.string().nullable(),
  running: z.boolean(),
  last_error: z.object({ at: isoTime, message: z.string() }).nullable(),
  backups: z.array(backupFile),
});

export const pushSubscribed = z.object({
  subscribed: z.boolean().describe('Whether any browser of the view key is still subscribed'),
});
export type PushSubscribed = z.infer<typeof pushSubscribed>;
