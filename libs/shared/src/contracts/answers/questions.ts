// The answers of the question and paycheck review routes. See schemas.ts.
import { QUESTION_REASONS, QUESTION_STATUSES, RESOLUTIONS } from '../../questions.js';
import { z } from 'zod';
import { isoTime } from './core.js';

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
