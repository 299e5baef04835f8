// Pay runs (issue 29): each pay date's state (draft → approved → published → closed, and
// closed → published by reopening), its transitions and the company's review settings.
import { z } from 'zod';
import { PAY_RUN_MESSAGES } from '../pay-runs.js';
import { payDateDetail, payDateSummary, payDateTransition, payRunSettings } from './answers.js';
import { route } from './contract.js';

export const approveBody = z.object({}).strict().describe('Nothing: the pay date is in the path');
export type ApproveBody = z.infer<typeof approveBody>;

export const publishBody = z
  .object({
    notify: z.boolean().optional().describe("Tell the pay date's reps (push, else email)"),
  })
  .strict();
export type PublishBody = z.infer<typeof publishBody>;

export const closeBody = z
  .object({
    confirm: z
      .boolean()
      .optional()
      .describe(
        'Close although questions on the pay date are open (else 409 PAY_DATE_OPEN_QUESTIONS)',
      ),
  })
  .strict();
export type CloseBody = z.infer<typeof closeBody>;

export const reopenBody = z
  .object({
    reason: z
      .string({ message: PAY_RUN_MESSAGES.reasonRequired })
      .trim()
      .min(1, PAY_RUN_MESSAGES.reasonRequired)
      .max(1000, 'The reason is at most 1000 characters'),
  })
  .strict();
export type ReopenBody = z.infer<typeof reopenBody>;

export const payRunSettingsBody = z
  .object({ review_before_publish: z.boolean(), second_approver: z.boolean() })
  .strict();
export type PayRunSettingsBody = z.infer<typeof payRunSettingsBody>;

const readers = { roles: ['admin'], scope: 'payruns:read' } as const;
const writers = { roles: ['admin'], scope: 'payruns:write' } as const;

const PATH_TEXT =
  " `{pay_date}` is YYYY-MM-DD, or PENDING for the undated lines; another company's or an unknown date is 404.";

export const payRuns = {
  list: route({
    method: 'GET',
    path: '/bee/pay-dates',
    access: readers,
    tag: 'pay-runs',
    summary: 'Every pay date with its state, counts, totals and who moved it when',
    description:
      'Newest first, the undated lines (PENDING) first of all. `change` is the live total against the ' +
      'published one; `revision` says reps still see the published version; `last_export` is the newest payroll ' +
      'file exported for the date (with the SHA-256 of the bytes sent).',
    status: 200,
    response: payDateSummary.array(),
  }),
  detail: route({
    method: 'GET',
    path: '/bee/pay-dates/:pay_date',
    access: readers,
    tag: 'pay-runs',
    summary:
      "A pay date with its revision's changes per rep, its open questions and its payroll exports",
    description:
      '`exports`: every payroll file exported for the date, newest first, each with who, when, rows, total and ' +
      'the SHA-256 of exactly the bytes sent.' +
      PATH_TEXT,
    status: 200,
    response: payDateDetail,
    errors: [404],
  }),
  approve: route({
    method: 'POST',
    path: '/bee/pay-dates/:pay_date/approve',
    access: writers,
    tag: 'pay-runs',
    summary: 'Approve a draft pay date',
    description:
      'draft → approved. 409 PAY_DATE_TRANSITION from any other state or with review off; 409 ' +
      'PAY_DATE_SECOND_APPROVER when "Needs a second approver" is on and the caller uploaded or last ' +
      'changed the date.' +
      PATH_TEXT,
    body: approveBody,
    status: 200,
    response: payDateTransition,
    errors: [400, 404, 409],
  }),
  publish: route({
    method: 'POST',
    path: '/bee/pay-dates/:pay_date/publish',
    access: writers,
    tag: 'pay-runs',
    summary: 'Publish an approved pay date: reps see it from now on',
    description:
      'approved → published: its lines as they are now become what reps see (webhook pay_date.published). ' +
      '`notify: true` tells its reps. 409 PAY_DATE_TRANSITION from any other state.' +
      PATH_TEXT,
    body: publishBody,
    status: 200,
    response: payDateTransition,
    errors: [400, 404, 409],
  }),
  close: route({
    method: 'POST',
    path: '/bee/pay-dates/:pay_date/close',
    access: writers,
    tag: 'pay-runs',
    summary: 'Close a published pay date: its lines never change again',
    description:
      'published → closed (webhook pay_date.closed). Uploads and undos that would change its lines are ' +
      'refused, or posted as adjustments on an open pay date when the upload asks. 409 ' +
      'PAY_DATE_OPEN_QUESTIONS {questions} while questions on it are open, unless `confirm: true`.' +
      PATH_TEXT,
    body: closeBody,
    status: 200,
    response: payDateTransition,
    errors: [400, 404, 409],
  }),
  reopen: route({
    method: 'POST',
    path: '/bee/pay-dates/:pay_date/reopen',
    access: writers,
    tag: 'pay-runs',
    summary: 'Reopen a closed pay date (a reason is required and logged)',
    description: 'closed → published (webhook pay_date.reopened).' + PATH_TEXT,
    body: reopenBody,
    status: 200,
    response: payDateTransition,
    errors: [400, 404, 409],
  }),
  settings: route({
    method: 'GET',
    path: '/bee/pay-run-settings',
    access: readers,
    tag: 'pay-runs',
    summary: 'Whether pay is reviewed before reps see it, and whether it needs a second approver',
    status: 200,
    response: payRunSettings,
  }),
  setSettings: route({
    method: 'PUT',
    path: '/bee/pay-run-settings',
    access: writers,
    tag: 'pay-runs',
    summary: 'Turn review before publishing (and the second approver) on or off',
    description:
      'Turning review on publishes a snapshot of every line reps see now, so nothing changes for them; ' +
      'turning it off shows the live ledger again (drafts included).',
    body: payRunSettingsBody,
    status: 200,
    response: payRunSettings,
    errors: [400],
  }),
};
