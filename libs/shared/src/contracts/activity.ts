// The activity log and its CSV (issue 17): the routes and their filters.
import { z } from 'zod';
import { ISO_DATE_PATTERN, isIsoDate } from '../pay-date.js';
import { ACTIVITY_ACTIONS, ACTIVITY_GROUPS } from '../activity.js';
import { CONTROL_CHARACTERS } from '../rep-mapping.js';
import { activityPage } from './answers.js';
import { route } from './contract.js';

export const ACTIVITY_FILTER_MESSAGES = {
  notADate: (name: string) => `${name} must be a date (YYYY-MM-DD)`,
  notARealDate: (name: string) => `${name} must be a real date`,
  whoTooLong: 'who must be at most 200 characters',
  whoControl: 'who must not contain control characters',
  unknownWhat: 'what must be a group or an action of the log',
  fromAfterTo: 'from must not be after to',
} as const;
const M = ACTIVITY_FILTER_MESSAGES;

export const MAX_ACTIVITY_PAGE_SIZE = 100;

const isoDate = (name: string) =>
  z.string().regex(ISO_DATE_PATTERN, M.notADate(name)).refine(isIsoDate, M.notARealDate(name));

const WHATS: [string, ...string[]] = [...ACTIVITY_ACTIONS, ...Object.keys(ACTIVITY_GROUPS)];

export const activityFilter = z
  .object({
    /** Matches the actor's name or email, or the target (a rep's email, a question id). */
    who: z
      .string()
      .trim()
      .max(200, M.whoTooLong)
      .refine((v) => !CONTROL_CHARACTERS.test(v), M.whoControl)
      .optional(),
    /** A group of ACTIVITY_GROUPS or one action. */
    what: z.enum(WHATS, { message: M.unknownWhat }).optional(),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    /** Super users only: the company whose log to read (others: their own, else 404). */
    company_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, M.fromAfterTo);

export const activityQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_ACTIVITY_PAGE_SIZE).default(25),
  })
  .and(activityFilter);

export type ActivityFilter = z.infer<typeof activityFilter>;
export type ActivityQuery = z.infer<typeof activityQuery>;

/** The page's query as one object (the document lists its parameters; the server parses activityQuery). */
const activityListQuery = z.object({
  ...activityFilter.shape,
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_ACTIVITY_PAGE_SIZE).optional(),
});

const FILTERS_TEXT =
  'who matches the actor (name or email) or the target; what is a group (access, ledger, portals, reps, ' +
  'calculator, company, questions) or one action; from and to are dates (UTC, both included); company_id is for ' +
  "super users (anyone else asking for another company's log gets 404).";

const readers = { roles: ['admin'], scope: 'activity:read' } as const;

export const activity = {
  list: route({
    method: 'GET',
    path: '/bee/activity',
    access: readers,
    tag: 'activity',
    summary: "The company's activity log, newest first, paged in SQL",
    description: `{rows: [{id, created_at, actor_kind, actor_email, actor_name, action, target, details, ip, user_agent, sentence}], total, page, pages}. ${FILTERS_TEXT}`,
    query: activityListQuery,
    status: 200,
    response: activityPage,
    errors: [400],
  }),
  csv: route({
    method: 'GET',
    path: '/bee/activity.csv',
    access: readers,
    tag: 'activity',
    summary: 'The filtered activity log as CSV',
    description: `Same filters as GET /bee/activity; every matching event, newest first; cells a spreadsheet would run as a formula are neutralised like the Master CSV's. ${FILTERS_TEXT}`,
    query: activityFilter,
    status: 200,
    response: { media: 'text/csv' },
    errors: [400],
  }),
};
