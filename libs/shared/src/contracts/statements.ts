// Statements a rep can keep (issue 31): a PDF per paycheck (frozen when published, revised
// visibly), per month and per year to date, for the rep by view key and for admins (one rep's, or
// every rep's of a pay date as a ZIP).
import { z } from 'zod';
import { isIsoDate } from '../pay-date.js';
import { statementList, statementSettings } from './answers.js';
import { route } from './contract.js';

/** A statement's revision (?revision=1 for an earlier one; the current one when left out). */
export const statementQuery = z.object({
  revision: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StatementQuery = z.infer<typeof statementQuery>;

export const isStatementPayDate = (value: string) => isIsoDate(value);
export const isStatementMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
export const isStatementYear = (value: string) => /^\d{4}$/.test(value);

const reps = { rep: true } as const;
const admins = { roles: ['admin'], scope: 'statements:read' } as const;
/** A company setting: admins only (no token scope writes it). */
const settingWriters = { roles: ['admin'] } as const;

export {
  STATEMENT_EMAIL_MODES,
  type StatementEmailMode,
  type StatementSettings,
} from './answers.js';

export const statementSettingsBody = statementSettings.strict();
export type StatementSettingsBody = z.infer<typeof statementSettingsBody>;
const pdf = { media: 'application/pdf' } as const;

export const repStatements = {
  list: route({
    method: 'GET',
    path: '/bee/rep/statements',
    access: reps,
    tag: 'statements',
    summary: "The rep's paycheck statements",
    description:
      'Every pay date of the rep with a statement, newest first: the current revision’s total and line count, and ' +
      'every revision issued (a revision is frozen when its pay date is published; a later change issues the next ' +
      'one), with the months and years that have statements.',
    status: 200,
    response: statementList,
  }),
  paycheck: route({
    method: 'GET',
    path: '/bee/rep/statements/:pay_date.pdf',
    access: reps,
    tag: 'statements',
    summary: "The rep's statement of one pay date (PDF)",
    description:
      'The current revision, or ?revision=N. The same frozen statement is the same bytes every time. 404 for a ' +
      'pay date without a statement of the rep.',
    query: statementQuery,
    status: 200,
    response: pdf,
    errors: [400],
  }),
  monthly: route({
    method: 'GET',
    path: '/bee/rep/statements/monthly/:month.pdf',
    access: reps,
    tag: 'statements',
    summary:
      "The rep's statement of a month (PDF): every pay date in it, a total each, the grand total",
    description:
      'Built from the current revision of each pay date of the month (YYYY-MM). 404 when it has none.',
    status: 200,
    response: pdf,
    errors: [400],
  }),
  ytd: route({
    method: 'GET',
    path: '/bee/rep/statements/ytd/:year.pdf',
    access: reps,
    tag: 'statements',
    summary: "The rep's year-to-date statement (PDF)",
    description:
      'Every pay date of the year (YYYY) so far, from their current revisions. 404 when it has none.',
    status: 200,
    response: pdf,
    errors: [400],
  }),
};

export const statements = {
  zip: route({
    method: 'GET',
    path: '/bee/statements/:pay_date.zip',
    access: admins,
    tag: 'statements',
    summary: "Every rep's statement of a pay date (ZIP, streamed)",
    description:
      'One PDF per rep, named {pay_date}-{rep-email}.pdf (the current revision), and index.csv with each file’s ' +
      'rep, revision, statement number and SHA-256. Written as it is sent. 404 for a pay date without lines.',
    status: 200,
    response: { media: 'application/zip' },
    errors: [400],
  }),
  repPdf: route({
    method: 'GET',
    path: '/bee/reps/:email/statements/:pay_date.pdf',
    access: admins,
    tag: 'statements',
    summary: "One rep's statement of a pay date (PDF)",
    description:
      "The current revision, or ?revision=N. Another company's rep, or a pay date without a statement, is 404.",
    query: statementQuery,
    status: 200,
    response: pdf,
    errors: [400],
  }),
  settings: route({
    method: 'GET',
    path: '/bee/statement-settings',
    access: admins,
    tag: 'statements',
    summary: 'Whether reps are emailed their statement when it is issued',
    status: 200,
    response: statementSettings,
  }),
  setSettings: route({
    method: 'PUT',
    path: '/bee/statement-settings',
    access: settingWriters,
    tag: 'statements',
    summary: 'Email each rep their statement on publish: off, a link, or the PDF attached',
    description:
      'When a pay date is published (an upload with review off, or Publish with review on) and a rep’s statement ' +
      'of it gets a new revision, the rep is emailed once for that revision through the job queue: a link to the ' +
      'statements screen of their portal, or the PDF ({pay_date}-{rep-email}.pdf) attached. A freeze that changes ' +
      'nothing sends nothing; off (the default) sends nothing.',
    body: statementSettingsBody,
    status: 200,
    response: statementSettings,
    errors: [400],
  }),
};
