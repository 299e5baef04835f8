// The server's schemas for the question and review routes, kept apart so the apps' bundles do not
// pull in zod (they check the same rules with questions.ts).
import { z } from 'zod';
import { ISO_DATE_PATTERN, isIsoDate } from './pay-date.js';
import {
  MAX_ANSWER_WITHIN_DAYS,
  QUESTION_MESSAGES,
  QUESTION_REASONS,
  questionMessageError,
} from './questions.js';

const isoDate = z
  .string()
  .regex(ISO_DATE_PATTERN, 'must be a date (YYYY-MM-DD)')
  .refine(isIsoDate, 'must be a real date');

const message = z.string().superRefine((text, ctx) => {
  const error = questionMessageError(text);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

export const newQuestionBody = z
  .object({
    record_id: z.number().int().positive().nullish(),
    pay_date: isoDate.nullish(),
    reason: z.enum(QUESTION_REASONS),
    expected_amount: z.number().finite().min(-1e11).max(1e11).nullish(),
    message,
    /** Chosen by the phone: the same id sent twice (offline retries) is one question. */
    client_id: z.string().uuid().nullish(),
  })
  .strict();

export const messageBody = z.object({ message }).strict();

export const resolveBody = z
  .object({
    resolution: z.enum(['adjusted', 'no_change']),
    adjusted_pay_date: isoDate.nullish(),
    message: z.string().max(4000).nullish(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.resolution === 'adjusted' && !body.adjusted_pay_date)
      ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.adjustedPayDate });
    if (body.resolution === 'no_change' && !body.message?.trim())
      ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.explanationRequired });
    const error = body.message?.trim() ? questionMessageError(body.message) : null;
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const reviewBody = z.object({ pay_date: isoDate }).strict();

export const questionListQuery = z.object({
  status: z.enum(['open', 'waiting_on_rep', 'resolved', 'all']).default('open'),
  overdue: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const questionSettingsBody = z
  .object({
    answer_within_days: z.number().int().min(1).max(MAX_ANSWER_WITHIN_DAYS).optional(),
    email_me: z.boolean().optional(),
  })
  .strict();
