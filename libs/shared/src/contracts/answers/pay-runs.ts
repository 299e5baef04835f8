// Pay runs (issue 29): the answers of /bee/pay-dates and /bee/pay-run-settings.
import { z } from 'zod';
import { PAY_DATE_STATES } from '../../pay-runs.js';

const when = z.string().nullable().describe('ISO time, or null');

export const payrollExportRecord = z
  .object({
    id: z.number().int(),
    pay_date: z.string().describe('YYYY-MM-DD'),
    format: z.string().describe('gusto, adp or generic'),
    file_name: z.string(),
    rows: z.number().int().describe("The file's data rows (one per rep)"),
    total: z.number().describe("The file's total, in dollars"),
    bytes: z.number().int().describe('The size of the file sent'),
    sha256: z.string().describe('SHA-256 (hex) of exactly the bytes sent'),
    exported_at: z.string().describe('ISO time'),
    exported_by: z.string().describe('An email, or API token "name"'),
  })
  .describe('A payroll file as it was sent (GET /bee/payroll/export)');

export const payDateSummary = z.object({
  pay_date: z
    .string()
    .describe("YYYY-MM-DD, or 'PENDING' for the undated (PENDING and CANCELLED) lines"),
  state: z.enum(PAY_DATE_STATES),
  lines: z.number().int().describe("The ledger's lines of the date now"),
  reps: z.number().int(),
  total: z.number().describe("The ledger's total now, in dollars"),
  published_lines: z.number().int().nullable().describe('Lines reps see (null: never published)'),
  published_total: z.number().nullable().describe('The total reps see (null: never published)'),
  change: z.number().describe('total − published_total'),
  revision: z.boolean().describe('The date has changes reps do not see yet'),
  open_questions: z.number().int(),
  changed_at: z.string(),
  changed_by: z.string().nullable(),
  approved_at: when,
  approved_by: z.string().nullable(),
  published_at: when,
  published_by: z.string().nullable(),
  closed_at: when,
  closed_by: z.string().nullable(),
  reopened_at: when,
  reopened_by: z.string().nullable(),
  reopen_reason: z.string().nullable(),
  last_export: payrollExportRecord
    .nullable()
    .describe('The newest payroll file exported for the date, or null'),
});

export const payDateDetail = payDateSummary.extend({
  changes: z
    .array(
      z.object({
        rep_email: z.string(),
        rep_name: z.string(),
        published_total: z.number(),
        total: z.number(),
        change: z.number(),
      }),
    )
    .describe("The revision's changes per rep (reps whose total differs from the published one)"),
  questions: z.array(
    z.object({ id: z.number().int(), rep_email: z.string(), subject: z.string() }),
  ),
  exports: z
    .array(payrollExportRecord)
    .describe('Every payroll file exported for the date, newest first (at most 50)'),
});

export const payDateTransition = z.object({
  pay_date: payDateSummary,
  notified: z
    .object({ id: z.string(), total: z.number().int() })
    .nullable()
    .optional()
    .describe('The new-pay notification started by a publish with notify: true'),
});

export const payRunSettings = z.object({
  review_before_publish: z.boolean(),
  second_approver: z.boolean(),
});
