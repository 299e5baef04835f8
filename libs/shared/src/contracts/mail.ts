// Portal emails and their sends, the Email Center's table and "New pay posted" after an upload:
// the routes and the send's request body.
import { z } from 'zod';
import { formatUsDate, normalizeDate } from '../pay-date.js';
import { newPayReps, portalRep, sendProgress, sendStarted } from './answers.js';
import { route } from './contract.js';

export const MAIL_BODY_MESSAGES = {
  badPayDate: 'pay_date must be a date (M/D/YYYY)',
  // Spec §5 words; the server's ZodPipe passes custom issues through as written.
  selectAtLeastOne: 'Select at least one rep',
  selectAtMost: (max: number) => `Select at most ${max} reps`,
} as const;
const M = MAIL_BODY_MESSAGES;

export const MAX_REPS_PER_SEND = 5_000;

export const repPortalsBody = z.object({
  pay_date: z
    .string()
    .refine((value) => normalizeDate(value) !== null, M.badPayDate)
    .transform((value) => formatUsDate(normalizeDate(value))),
  rep_emails: z
    .array(z.string().max(320), { error: M.selectAtLeastOne })
    .refine((emails) => emails.length > 0, M.selectAtLeastOne)
    .refine((emails) => emails.length <= MAX_REPS_PER_SEND, M.selectAtMost(MAX_REPS_PER_SEND)),
});
export type RepPortalsBody = z.infer<typeof repPortalsBody>;

const senders = { roles: ['admin'], scope: 'mail:send' } as const;
const admins = { roles: ['admin'] } as const;

export const mail = {
  send: route({
    method: 'POST',
    path: '/mail/rep-portals',
    access: senders,
    tag: 'mail',
    summary: 'Email reps their private portal links (queued)',
    description:
      "Body {pay_date: 'M/D/YYYY', rep_emails: string[] (1 to 5000)}. Answers 202 {id, total, ignored} at once: each rep " +
      "of the caller's company with a live link gets exactly one message, sent by the job queue; other addresses are " +
      'listed in `ignored`. Follow the send with GET /mail/sends/{id}. Every attempt is recorded in mail_log.',
    body: repPortalsBody,
    status: 202,
    response: sendStarted,
    errors: [400, 409, 413],
    idempotent: true,
  }),
  progress: route({
    method: 'GET',
    path: '/mail/sends/:id',
    access: senders,
    tag: 'mail',
    summary: "A send's progress",
    description:
      "{id, kind: 'portal'|'new-pay', state: 'sending'|'sent'|'failed', total, sent, queued, failed: [{email, error}], " +
      "created_at}. Another company's send is 404.",
    status: 200,
    response: sendProgress,
    errors: [400],
  }),
  retry: route({
    method: 'POST',
    path: '/mail/sends/:id/retry',
    access: senders,
    tag: 'mail',
    summary: 'Send again to the reps of a send that failed, and only to them',
    description: '202 {id, total, ignored: []}: total is how many failed reps were queued again.',
    status: 202,
    response: sendStarted,
    errors: [400],
  }),
  portalReps: route({
    method: 'GET',
    path: '/bee/portal-reps',
    access: { roles: ['admin'], scope: 'reps:read' },
    tag: 'mail',
    summary: 'The Email Center table',
    description:
      'One row per rep email of the ledger: {rep_email, rep_name, team_members, last_emailed, latest_pay_date, key_issued_at}.',
    status: 200,
    response: portalRep.array(),
  }),
  newPay: route({
    method: 'GET',
    path: '/bee/uploads/:id/new-pay',
    access: admins,
    tag: 'mail',
    summary: 'How many reps have new pay in an upload',
    description: '{reps}: reps with dated pay in the upload who hold a live portal link.',
    status: 200,
    response: newPayReps,
  }),
  notify: route({
    method: 'POST',
    path: '/bee/uploads/:id/notify',
    access: admins,
    tag: 'mail',
    summary: '"New pay posted" to the reps with new pay in an upload',
    description:
      "202 {id, total, ignored: []}. Each rep gets 'New pay posted for {pay date}' as a Web Push notification when " +
      'they turned notifications on, else as an email with their portal link. No amount is ever sent.',
    status: 202,
    response: sendStarted,
  }),
};
