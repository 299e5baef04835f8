// The question routes' request schemas (shared with the apps through libs/shared) and the id pipe.
import { type PipeTransform } from '@nestjs/common';
import { messageBody, reviewBody } from '@commissionbee/shared/questions-body';
import { z } from 'zod';
import { QUESTIONS_HTTP } from './questions.messages.js';

export {
  messageBody,
  newQuestionBody,
  questionListQuery,
  questionSettingsBody,
  resolveBody,
  reviewBody,
} from '@commissionbee/shared/questions-body';
import { appError } from '../common/app-error.js';

export type MessageBody = z.infer<typeof messageBody>;

/** GET /bee/reviews?pay_date=: whatever is wrong with it, the one message the route gives. */
export const reviewsQuery = z.object({ pay_date: z.unknown() }).transform((query, ctx) => {
  const parsed = reviewBody.safeParse({ pay_date: query.pay_date });
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: QUESTIONS_HTTP.badPayDate });
  return z.NEVER;
});

const MAX_ID = 2_147_483_647;

/** A question id in the path: anything that is not one (or out of range) is simply not found. */
export class QuestionIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > MAX_ID) throw appError('QUESTION_NOT_FOUND', QUESTIONS_HTTP.notFound);
    return id;
  }
}
