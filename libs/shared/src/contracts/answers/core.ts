// The answers of the core routes (auth, companies, calculator, ledger, uploads, sends, API tokens,
// webhooks, health) and the pieces the other answer schemas build on. See ../answers.ts.
import { z } from 'zod';
import { API_SCOPES, WEBHOOK_EVENTS } from '../../api.js';
import { ERROR_CODES, type ErrorCode } from '../../error-codes.js';
import { SESSION_METHODS } from '../../people.js';

export const isoTime = z.string().describe('ISO 8601 time');
export const payDate = z.string().describe('YYYY-MM-DD, PENDING or CANCELLED');

export const errorBody = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string().optional(),
  /** The stable reason (libs/shared error-codes.ts; docs/api.md lists them): clients branch on it. */
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
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
  must_change_password: z.boolean(),
  signed_in_with: z
    .enum(SESSION_METHODS)
    .describe(
      'How this session began: with a password, through single sign-on, or (password_fallback) ' +
        "an Administrator's password while the company's required identity provider did not answer",
    ),
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

/**
 * A row of the ledger screen's page. With review on (issue 29, pay runs), a line of a pay date
 * that reps do not see yet says so; with review off neither field is ever present.
 */
export const ledgerPageRow = ledgerRow.extend({
  pay_run: z
    .enum(['draft', 'approved'])
    .optional()
    .describe("The state of the line's pay date when it was never published (reps do not see it)."),
  published_amount: z
    .number()
    .nullable()
    .optional()
    .describe(
      'On a published pay date with an unpublished revision, a line whose amount differs from the published version: the amount reps see (null: the line is new in the revision).',
    ),
});

export const ledgerPage = z.object({
  rows: z.array(ledgerPageRow),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  capped: z.boolean().optional(),
});

export const uploadBatch = z.object({
  id: z.number().int(),
  file_name: z.string().nullable(),
  uploaded_by: z.string().nullable().describe('The email (or API token) that uploaded it'),
  uploaded_by_name: z
    .string()
    .nullable()
    .describe("The uploader's name (PATCH /api/me); null when unset or an API token uploaded"),
  created_at: isoTime,
  row_count: z.number().int(),
  total_amount: z.number(),
  undone: z.boolean().describe('True once the upload was undone; it stays in the history'),
  undone_at: isoTime.nullable(),
  undone_by: z.string().nullable(),
  undone_by_name: z.string().nullable().describe('The name of whoever undid it, when set'),
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
  issues: z.array(
    z.object({
      row: z.number().int(),
      column: z.string(),
      message: z.string(),
      /** The problem's stable code (CSV_ISSUE_CODES) and the values in its words (issue 33). */
      code: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
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
  pay_dates: z.array(
    z.object({
      pay_date: payDate,
      ...previewCounts,
      after: z
        .enum(['new_draft', 'draft', 'revision'])
        .optional()
        .describe(
          'Pay runs, with review on only: the pay date after the upload — a new draft, still a draft, or a revision of a published date (reps keep the published version)',
        ),
    }),
  ),
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
  /** Commission plans (issue 30): signed (every version sent to the rep), due, or null (none sent). */
  plan_status: z.enum(['signed', 'due']).nullable().optional(),
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
export const newPayReps = z.object({
  reps: z.number().int(),
  /** The company reviews pay before reps see it: the upload's pay reaches reps when published. */
  review_before_publish: z.boolean(),
});
export const revoked = z.object({ revoked: z.literal(true) });
export const deleted = z.object({ deleted: z.literal(true) });
export const queued = z.object({ id: z.string() });
