// The shapes of the API's answers, as zod schemas: the OpenAPI document's response components are
// generated from them (document.ts), the API tests parse real answers with them, and
// shared-types.check.ts fails the typecheck when they and libs/shared's types disagree.
import { ACTIVITY_ACTIONS } from '@commissionbee/shared/activity';
import { API_SCOPES, WEBHOOK_EVENTS } from '@commissionbee/shared/api';
import { QUESTION_REASONS, QUESTION_STATUSES, RESOLUTIONS } from '@commissionbee/shared/questions';
import { z } from 'zod';

const isoTime = z.string().describe('ISO 8601 time');
const payDate = z.string().describe('YYYY-MM-DD, PENDING or CANCELLED');

export const errorBody = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string().optional(),
});

/**
 * Any JSON object: only the OpenAPI document itself (GET /api/docs-json) and a webhook event's
 * `data` (which depends on the event type) are this loose; every other answer is typed field by field.
 */
export const anyObject = z.object({}).catchall(z.unknown());

export const ok = z.object({ success: z.literal(true) });

export const companyInfo = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  color: z.string().nullable(),
  features: z.array(z.string()),
});

export const calculatorInput = z.object({
  id: z.string(),
  label: z.string(),
  units: z.string().optional(),
  placeholder: z.string().optional(),
  isHardcoded: z.boolean().optional(),
  hardcodedValue: z.union([z.number(), z.string()]).nullable().optional(),
});

export const calculatorConfig = z.object({
  title: z.string().optional(),
  buttonText: z.string().optional(),
  resultLabel: z.string().optional(),
  result_units: z.string().optional(),
  operation: z.string().optional(),
  lookupTable: z.array(z.record(z.string(), z.union([z.string(), z.number()]))).optional(),
  lookupTableColumns: z.array(z.string()).optional(),
  lookupTableOperation: z.string().optional(),
  lookupTableResultColumn: z.object({ label: z.string(), units: z.string().optional() }).optional(),
  inputs: z.array(calculatorInput).optional(),
});

export const me = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  admin: z.boolean(),
  super: z.boolean(),
  rep_id: z.number().int().nullable(),
  viewing_as_email: z.string().nullable(),
  company_id: z.number().int(),
  company: companyInfo,
  features: z.array(z.string()),
  calculator: calculatorConfig.nullable(),
  bee: z.boolean().optional(),
});

export const ledgerRecordInput = z.object({
  pay_date: payDate,
  rep_name: z.string(),
  rep_email: z.string(),
  item_name: z.string(),
  item_pay_type: z.string(),
  amount: z.number(),
  manager_email: z.string().nullable().optional(),
  breakdown: z.array(z.string()).nullable().optional(),
  manual_note: z.string().nullable().optional(),
  line_id: z.string().nullable().optional(),
});

export const ledgerRow = ledgerRecordInput.extend({ id: z.number().int() });

export const ledgerPage = z.object({
  rows: z.array(ledgerRow),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  capped: z.boolean().optional(),
});

export const uploadBatch = z.object({
  id: z.number().int(),
  file_name: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  created_at: isoTime,
  row_count: z.number().int(),
  total_amount: z.number(),
});

export const sendStarted = z.object({
  id: z.string().describe('The send id, for GET /api/mail/sends/{id}'),
  total: z.number().int(),
  ignored: z.array(z.string()),
});

export const sendProgress = z.object({
  id: z.string(),
  kind: z.enum(['portal', 'new-pay']),
  state: z.enum(['sending', 'sent', 'failed']),
  total: z.number().int(),
  sent: z.number().int(),
  queued: z.number().int(),
  failed: z.array(z.object({ email: z.string(), error: z.string() })),
  created_at: isoTime,
});

export const uploadAnswer = z.object({
  message: z.literal('success'),
  newEmails: z.array(z.string()),
  upload_id: z.number().int().optional(),
  added: z.number().int().optional(),
  updated: z.number().int().optional(),
  skipped: z.number().int().optional(),
  removed: z.number().int().optional(),
  notified: sendStarted.optional(),
});

export const invalidCsv = z.object({
  statusCode: z.literal(400),
  message: z.string(),
  issues: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  issueCount: z.number().int(),
  rowCount: z.number().int(),
  invalidRowCount: z.number().int(),
});

const previewCounts = {
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  skipped: z.number().int(),
  total_change: z.number(),
};

export const uploadPreview = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  removed: z.number().int(),
  preview_token: z.string(),
  reps: z.array(z.object({ rep_email: z.string(), rep_name: z.string(), ...previewCounts })),
  pay_dates: z.array(z.object({ pay_date: payDate, ...previewCounts })),
  lines: z.array(
    z.object({
      action: z.enum(['added', 'updated', 'skipped', 'removed']),
      rep_email: z.string(),
      rep_name: z.string(),
      before: ledgerRecordInput.nullable(),
      after: ledgerRecordInput.nullable(),
    }),
  ),
  lineCount: z.number().int(),
});

export const portalRep = z.object({
  rep_email: z.string(),
  rep_name: z.string(),
  team_members: z.number().int(),
  last_emailed: z.string().nullable(),
  latest_pay_date: z.string().nullable(),
  key_issued_at: z.string().nullable(),
  last_opened_at: z.string().nullable().optional(),
  last_reviewed: z.string().nullable().optional(),
});

export const companySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  color: z.string().nullable(),
  features: z.array(z.string()),
});

export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  created_by: z.string().nullable(),
  created_at: isoTime,
  last_used_at: isoTime.nullable(),
});

export const apiTokenCreated = apiToken.extend({
  secret: z.string().describe('Shown once: send as Authorization: Bearer <secret>'),
});

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: isoTime,
});

export const webhookEndpointCreated = webhookEndpoint.extend({
  secret: z.string().describe('The signing secret, shown once'),
});

export const webhookDelivery = z.object({
  id: z.string(),
  endpoint_id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(['pending', 'succeeded', 'failed']),
  created_at: isoTime,
  replay_of: z.string().nullable(),
  attempts: z.array(
    z.object({
      at: isoTime,
      status_code: z.number().int().nullable(),
      error: z.string().nullable(),
      duration_ms: z.number().int(),
    }),
  ),
});

/** The body of every webhook delivery (the event). */
export const webhookEventBody = z.object({
  id: z.string().describe('The event id (evt_…): the same in a replay, so receivers can dedupe'),
  type: z.enum(WEBHOOK_EVENTS),
  created_at: isoTime,
  company_id: z.number().int(),
  data: anyObject,
});

export const health = z.object({
  status: z.literal('ok'),
  queue: z
    .object({
      waiting: z.number().int(),
      active: z.number().int(),
      oldest_waiting_seconds: z.number(),
    })
    .nullable(),
});

export const sessionToken = z.object({ token: z.string() });
export const tokenValidity = z.object({ valid: z.boolean() });
export const viewKey = z.object({ view_key: z.string() });
export const notificationSettings = z.object({ notify_after_upload: z.boolean() });
export const pushState = z.object({ public_key: z.string(), subscribed: z.boolean() });
export const undoResult = z.object({ deleted: z.number().int(), restored: z.number().int() });
export const newPayReps = z.object({ reps: z.number().int() });
export const revoked = z.object({ revoked: z.literal(true) });
export const deleted = z.object({ deleted: z.literal(true) });
export const queued = z.object({ id: z.string() });

const questionLine = z.object({
  id: z.number().int(),
  pay_date: z.string(),
  rep_name: z.string(),
  rep_email: z.string(),
  item_name: z.string(),
  item_pay_type: z.string(),
  amount: z.number(),
  breakdown: z.array(z.string()).nullable(),
  manual_note: z.string().nullable(),
  upload_id: z.number().int().nullable(),
});

export const questionSummary = z.object({
  id: z.number().int(),
  record_id: z.number().int().nullable(),
  scope: z.enum(['line', 'paycheck', 'missing']),
  status: z.enum(QUESTION_STATUSES),
  resolution: z.enum(RESOLUTIONS).nullable(),
  reason: z.enum(QUESTION_REASONS),
  asker_email: z.string(),
  asker_name: z.string().nullable(),
  line_rep_email: z.string().nullable(),
  pay_date: z.string().nullable(),
  item_name: z.string().nullable(),
  amount: z.number().nullable(),
  expected_amount: z.number().nullable(),
  excerpt: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
  unread: z.boolean().optional(),
  overdue: z.boolean().optional(),
});

export const questionDetail = questionSummary.extend({
  snapshot: questionLine.nullable(),
  adjusted_pay_date: z.string().nullable(),
  resolved_at: isoTime.nullable(),
  events: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      actor: z.enum(['rep', 'admin']),
      actor_name: z.string(),
      body: z.string().nullable(),
      created_at: isoTime,
    }),
  ),
  line_now: z
    .object({
      state: z.enum(['unchanged', 'changed', 'removed']),
      line: questionLine.nullable(),
    })
    .optional(),
  other_lines: z.array(questionLine).optional(),
});

export const questionPage = z.object({
  rows: z.array(questionSummary),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  open: z.number().int(),
});

export const paycheckReview = z.object({
  pay_date: z.string(),
  reviewed_at: isoTime,
  stale: z.boolean(),
});

export const payDateReviews = z.object({
  pay_date: z.string(),
  reps: z.array(
    z.object({
      rep_email: z.string(),
      rep_name: z.string(),
      reviewed_at: isoTime.nullable(),
      stale: z.boolean(),
      last_opened_at: isoTime.nullable(),
      open_questions: z.number().int(),
    }),
  ),
  reviewed: z.number().int(),
  open_questions: z.number().int(),
});

export const questionSettings = z.object({
  answer_within_days: z.number().int(),
  email_me: z.boolean(),
});

export const repVisit = z.object({
  first_opened_at: isoTime.nullable(),
  last_opened_at: isoTime.nullable(),
  previous_visit_at: isoTime.nullable(),
});

export const passwordChanged = z.object({ message: z.string(), token: z.string() });
export const companySwitched = z.object({ company_id: z.number().int() });
export const viewKeyIssued = z.object({ view_key: z.string(), created_at: isoTime });
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
});

export const repKeyData = z.object({
  email: z.string(),
  company: companyInfo,
  company_id: z.number().int(),
  custom_features: z.array(z.string()),
  calculator: calculatorConfig.nullable(),
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
});

export const repDirectoryPage = z.object({
  rows: z.array(repDirectoryRow),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

export const repDetail = repDirectoryRow.extend({ activity: z.array(activityEvent) });

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
