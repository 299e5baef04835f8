// The activity log, the reps directory and payroll export (issue 17): the shapes the API answers
// and the one way an event reads as a sentence (the admin screen and the CSV export say the same).
import type { z } from 'zod';
import type * as A from './contracts/answers.js';
import { formatMoney } from './money.js';

/** Every kind of event, grouped for the screen's "what" filter. */
export const ACTIVITY_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.sso_login',
  'auth.sso_refused',
  'auth.sso_fallback_login',
  'user.password_changed',
  'user.invited',
  'user.joined',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'sso.settings_changed',
  'ledger.upload',
  'ledger.undo',
  'ledger.master_csv',
  'portal.preview',
  'portal.link_rotated',
  'portal.emails_sent',
  'portal.link_requested',
  'portal.new_pay_notified',
  'rep.invited',
  'rep.access_changed',
  'rep.profile_changed',
  'reps.mapping_uploaded',
  'calculator.saved',
  'company.created',
  'company.switched',
  'company.features_changed',
  'question.opened',
  'question.answered',
  'question.resolved',
  'paycheck.reviewed',
  'payroll.exported',
  'payroll.settings_changed',
  'statements.downloaded',
  'statements.settings_changed',
  'pay_date.approved',
  'pay_date.published',
  'pay_date.closed',
  'pay_date.reopened',
  'pay_runs.settings_changed',
  'plan.version_added',
  'plan.employer_signed',
  'plan.sent',
  'plan.signed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The filter's groups: what an admin thinks of, each a set of actions. */
export const ACTIVITY_GROUPS: Record<string, { label: string; actions: ActivityAction[] }> = {
  access: {
    label: 'Logins and passwords',
    actions: [
      'auth.login',
      'auth.login_failed',
      'auth.logout',
      'auth.sso_login',
      'auth.sso_refused',
      'auth.sso_fallback_login',
      'user.password_changed',
    ],
  },
  people: {
    label: 'People and roles',
    actions: [
      'user.invited',
      'user.joined',
      'user.role_changed',
      'user.deactivated',
      'user.reactivated',
      'sso.settings_changed',
    ],
  },
  ledger: {
    label: 'Uploads and downloads',
    actions: ['ledger.upload', 'ledger.undo', 'ledger.master_csv'],
  },
  portals: {
    label: 'Rep links and emails',
    actions: [
      'portal.preview',
      'portal.link_rotated',
      'portal.emails_sent',
      'portal.link_requested',
      'portal.new_pay_notified',
      'rep.invited',
      'rep.access_changed',
    ],
  },
  reps: {
    label: 'Reps and payroll',
    actions: [
      'rep.profile_changed',
      'reps.mapping_uploaded',
      'payroll.exported',
      'payroll.settings_changed',
      'statements.downloaded',
      'statements.settings_changed',
    ],
  },
  payruns: {
    label: 'Pay runs',
    actions: [
      'pay_date.approved',
      'pay_date.published',
      'pay_date.closed',
      'pay_date.reopened',
      'pay_runs.settings_changed',
    ],
  },
  calculator: { label: 'Calculator', actions: ['calculator.saved'] },
  plans: {
    label: 'Commission plans',
    actions: ['plan.version_added', 'plan.employer_signed', 'plan.sent', 'plan.signed'],
  },
  company: {
    label: 'Companies',
    actions: ['company.created', 'company.switched', 'company.features_changed'],
  },
  questions: {
    label: 'Questions and reviews',
    actions: ['question.opened', 'question.answered', 'question.resolved', 'paycheck.reviewed'],
  },
};

export type ActorKind = 'user' | 'rep' | 'system' | 'token';

export type ActivityEvent = z.output<typeof A.activityEvent>;

export type ActivityPage = z.output<typeof A.activityPage>;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);
const count = (value: unknown, one: string, many = `${one}s`): string => {
  const n = Number(value) || 0;
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
};
const list = (values: unknown, max = 3): string => {
  const items = Array.isArray(values) ? values.map(text) : [];
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
};
const file = (name: unknown) => (name ? `the upload ${text(name)}` : 'an upload');

export function actorLabel(
  event: Pick<ActivityEvent, 'actor_kind' | 'actor_name' | 'actor_email'>,
) {
  if (event.actor_kind === 'system') return 'The system';
  return event.actor_name?.trim() || event.actor_email || 'Someone';
}

/** "Ana Lopez undid the upload nov.csv (412 rows, $48,210.00)". */
export function activitySentence(
  event: Pick<
    ActivityEvent,
    'actor_kind' | 'actor_name' | 'actor_email' | 'action' | 'target' | 'details'
  >,
): string {
  const who = actorLabel(event);
  const d = event.details ?? {};
  const target = text(event.target);
  const rowsAndTotal = `(${count(d.rows, 'row')}, ${formatMoney(d.total as number)})`;
  switch (event.action) {
    case 'auth.login':
      return `${who} logged in`;
    case 'auth.login_failed':
      return `Someone failed to log in as ${target}`;
    case 'auth.logout':
      return `${who} logged out`;
    case 'auth.sso_login':
      return d.created
        ? `${target} signed in with single sign-on for the first time, as ${d.role === 'admin' ? 'an Administrator' : 'a Standard User'}`
        : `${target} signed in with single sign-on`;
    case 'auth.sso_refused':
      return `Single sign-on refused ${target || 'someone'} (${text(d.code)})`;
    case 'auth.sso_fallback_login':
      return `${who} logged in with a password because the identity provider${
        d.issuer ? ` ${text(d.issuer)}` : ''
      } did not answer`;
    case 'sso.settings_changed':
      return `${who} changed the single sign-on settings`;
    case 'user.password_changed':
      return `${who} changed their password`;
    case 'user.invited':
      return `${who} invited ${target} as ${d.role === 'admin' ? 'an Administrator' : 'a Standard User'}`;
    case 'user.joined':
      return `${target} accepted their invitation`;
    case 'user.role_changed':
      return `${who} made ${target} ${d.role === 'admin' ? 'an Administrator' : 'a Standard User'}`;
    case 'user.deactivated':
      return `${who} deactivated ${target}${
        Number(d.tokens_transferred) > 0
          ? ` (${count(d.tokens_transferred, 'API token')} handed to ${text(d.transferred_to)})`
          : Number(d.tokens_revoked) > 0
            ? ` (${count(d.tokens_revoked, 'API token')} revoked)`
            : ''
      }`;
    case 'user.reactivated':
      return `${who} reactivated ${target}`;
    case 'ledger.upload':
      return `${who} uploaded ${d.file_name ? text(d.file_name) : 'ledger rows'} ${rowsAndTotal}`;
    case 'ledger.undo':
      return `${who} undid ${file(d.file_name)} ${rowsAndTotal}`;
    case 'ledger.master_csv':
      return `${who} downloaded the Master CSV`;
    case 'portal.preview':
      return `${who} opened the portal of ${target} as an admin`;
    case 'portal.link_rotated':
      return `${who} issued ${target} a new link`;
    case 'portal.emails_sent':
      return `${who} emailed portal links for ${text(d.pay_date)} to ${count(d.count, 'rep')}${
        Array.isArray(d.recipients) && d.recipients.length ? ` (${list(d.recipients)})` : ''
      }`;
    case 'portal.link_requested':
      return `${target} asked for their link by email and was sent it`;
    case 'portal.new_pay_notified':
      return `${who} told ${count(d.count, 'rep')} about new pay from ${file(d.file_name)}`;
    case 'rep.invited':
      return `${who} added the rep ${target}`;
    case 'rep.access_changed':
      return `${who} changed calculator access of ${list(
        Array.isArray(d.changes) ? d.changes.map((c: { email?: string }) => c?.email) : [],
      )}`;
    case 'rep.profile_changed':
      return `${who} changed the payroll details of ${target}${
        Array.isArray(d.fields) && d.fields.length ? ` (${list(d.fields, 4)})` : ''
      }`;
    case 'reps.mapping_uploaded':
      return `${who} uploaded the employee ID mapping ${d.file_name ? `${text(d.file_name)} ` : ''}(${count(d.rows, 'rep')})`;
    case 'calculator.saved':
      return `${who} saved the calculator${
        Array.isArray(d.changed) && d.changed.length ? ` (changed ${list(d.changed, 4)})` : ''
      }`;
    case 'company.created':
      return `${who} created the company ${text(d.name)} with admin ${text(d.admin_email)}`;
    case 'company.switched':
      return `${who} switched to this company`;
    case 'company.features_changed':
      return `${who} set the company's features to ${
        Array.isArray(d.features) && d.features.length ? list(d.features, 6) : 'none'
      }`;
    case 'question.opened':
      return `${who} asked a question${d.pay_date ? ` about ${text(d.pay_date)}` : ''}`;
    case 'question.answered':
      return `${who} answered question #${target}`;
    case 'question.resolved':
      return `${who} resolved question #${target}${d.resolution ? ` (${text(d.resolution).replace('_', ' ')})` : ''}`;
    case 'paycheck.reviewed':
      return `${who} reviewed the paycheck of ${text(d.pay_date)}`;
    case 'payroll.exported':
      return `${who} exported payroll for ${text(d.pay_date)} as ${text(d.format_label ?? d.format)} (${count(d.reps, 'rep')}, ${formatMoney(d.total as number)})`;
    case 'payroll.settings_changed':
      return `${who} changed the payroll settings`;
    case 'statements.downloaded':
      return d.rep_email
        ? `${who} downloaded the statement of ${text(d.rep_email)} for ${text(d.pay_date)}`
        : `${who} downloaded every statement of ${text(d.pay_date)} (${count(d.reps, 'rep')})`;
    case 'statements.settings_changed':
      return d.statement_email === 'off'
        ? `${who} turned statement emails off`
        : `${who} set statement emails to ${d.statement_email === 'link' ? 'a link to the portal' : 'the PDF attached'}`;
    case 'pay_date.approved':
      return `${who} approved pay date ${text(d.pay_date_label ?? target)}`;
    case 'pay_date.published':
      return `${who} published pay date ${text(d.pay_date_label ?? target)} (${count(d.lines, 'line')}, ${formatMoney(d.total as number)})`;
    case 'pay_date.closed':
      return `${who} closed pay date ${text(d.pay_date_label ?? target)}`;
    case 'pay_date.reopened':
      return `${who} reopened pay date ${text(d.pay_date_label ?? target)}: ${text(d.reason)}`;
    case 'pay_runs.settings_changed':
      return `${who} turned review before publishing ${d.review_before_publish ? 'on' : 'off'}${d.review_before_publish ? (d.second_approver ? ' with a second approver' : '') : ''}`;
    case 'plan.version_added':
      return `${who} uploaded ${text(d.plan_name)} v${text(d.version)}`;
    case 'plan.employer_signed':
      return `${who} signed ${text(d.plan_name)} v${text(d.version)} for the employer as ${text(d.name)}, ${text(d.title)}`;
    case 'plan.sent':
      return `${who} asked ${count(d.count, 'rep')} to sign ${text(d.plan_name)} v${text(d.version)}`;
    case 'plan.signed':
      return `${who} signed ${text(d.plan_name)} v${text(d.version)} as ${text(d.name)}`;
    default:
      return `${who}: ${text(event.action)}`;
  }
}

/** A rep of the directory. */
export type RepDirectoryRow = z.output<typeof A.repDirectoryRow>;

export type RepDirectoryPage = z.output<typeof A.repDirectoryPage>;

export type RepDetail = z.output<typeof A.repDetail>;

export const PAYROLL_FORMATS = ['gusto', 'adp', 'generic'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];
export const PAYROLL_FORMAT_LABELS: Record<PayrollFormat, string> = {
  gusto: 'Gusto',
  adp: 'ADP Workforce Now',
  generic: 'Generic',
};

export type PayrollSettings = z.output<typeof A.payrollSettings>;

/** The payroll export's message when reps lack an employee ID (409, with `missing`). */
export const PAYROLL_MISSING_IDS =
  'Some reps have no employee ID. Set them on the Reps page (or upload a mapping) and export again.';
/**
 * ADP Workforce Now's paydata import takes File # (the employee's file number in ADP) as a number
 * of up to six digits; the ADP file is refused (409, the reps in `missing`) while an ID is not one.
 */
export const ADP_FILE_NUMBER = /^\d{1,6}$/;
export const PAYROLL_ADP_FILE_NUMBERS =
  'ADP needs each employee ID to be the ADP file number (File #): up to 6 digits. Fix these reps on the Reps page and export again.';
export const PAYROLL_MISSING_ADP_SETTINGS =
  'Set the ADP company code, batch ID and earnings code in the payroll settings first.';
