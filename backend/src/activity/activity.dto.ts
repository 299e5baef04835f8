// The activity routes' request schemas (zod): the filters of GET /bee/activity and its CSV.
import { ACTIVITY_ACTIONS, ACTIVITY_GROUPS } from '@commissionbee/shared/activity';
import { CONTROL_CHARACTERS } from '@commissionbee/shared/rep-mapping';
import { z } from 'zod';
import { ACTIVITY_MESSAGES } from './activity.messages.js';

export const MAX_ACTIVITY_PAGE_SIZE = 100;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoDate = (name: string) =>
  z
    .string()
    .regex(ISO_DATE, ACTIVITY_MESSAGES.notADate(name))
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      ACTIVITY_MESSAGES.notARealDate(name),
    );

const WHATS: [string, ...string[]] = [...ACTIVITY_ACTIONS, ...Object.keys(ACTIVITY_GROUPS)];

export const activityFilter = z
  .object({
    /** Matches the actor's name or email, or the target (a rep's email, a question id). */
    who: z
      .string()
      .trim()
      .max(200, ACTIVITY_MESSAGES.whoTooLong)
      .refine((v) => !CONTROL_CHARACTERS.test(v), ACTIVITY_MESSAGES.whoControl)
      .optional(),
    /** A group of ACTIVITY_GROUPS or one action. */
    what: z.enum(WHATS, { message: ACTIVITY_MESSAGES.unknownWhat }).optional(),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    /** Super users only: the company whose log to read (others: their own, else 404). */
    company_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, ACTIVITY_MESSAGES.fromAfterTo);

export const activityQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_ACTIVITY_PAGE_SIZE).default(25),
  })
  .and(activityFilter);

export type ActivityFilter = z.infer<typeof activityFilter>;
export type ActivityQuery = z.infer<typeof activityQuery>;
