// Reps' questions and paycheck reviews: the rep's own (by view key) and the admins' queue. The
// request bodies are the apps' rules too (../questions-body.ts).
import { z } from 'zod';
import {
  messageBody,
  newQuestionBody,
  questionListQuery,
  questionSettingsBody,
  resolveBody,
  reviewBody,
} from '../questions-body.js';
import {
  paycheckReview,
  payDateReviews,
  questionDetail,
  questionPage,
  questionSettings,
  questionSummary,
} from './answers.js';
import { route } from './contract.js';

const REP_ONLY =
  "With X-View-Key: only the questions the key's email asked, in its company (404 otherwise). The public demo key reads but may not write (403).";
const COMPANY_ONLY = "The caller's company only: another company's question is 404.";

const repKeys = { rep: true } as const;
const admins = { roles: ['admin'] } as const;
const readers = { roles: ['admin'], scope: 'questions:read' } as const;

/** GET /bee/reviews?pay_date=: the server answers one message for whatever is wrong with it. */
export const reviewsQuery = z.object({ pay_date: z.string() });

export const repQuestions = {
  list: route({
    method: 'GET',
    path: '/bee/rep/questions',
    access: repKeys,
    tag: 'rep questions',
    summary: "The rep's own questions, newest activity first",
    description: REP_ONLY,
    status: 200,
    response: questionSummary.array(),
  }),
  ask: route({
    method: 'POST',
    path: '/bee/rep/questions',
    access: repKeys,
    tag: 'rep questions',
    summary: 'Ask about a pay line, a paycheck or missing pay',
    description:
      '{record_id?, pay_date?, reason, expected_amount?, message (1–2,000 characters), client_id? (uuid)}. With record_id: a line ' +
      'the key may see (own or team), snapshotted as it is now; with pay_date only: the whole paycheck; neither: missing pay. ' +
      'The same client_id again answers the question already made. 429 after 20 questions in 24 hours. ' +
      REP_ONLY,
    body: newQuestionBody,
    status: 201,
    response: questionDetail,
    errors: [400, 429],
  }),
  detail: route({
    method: 'GET',
    path: '/bee/rep/questions/:id',
    access: repKeys,
    tag: 'rep questions',
    summary: 'One of the rep\'s questions with its thread (clears its "answer waiting" mark)',
    description: REP_ONLY,
    status: 200,
    response: questionDetail,
  }),
  reply: route({
    method: 'POST',
    path: '/bee/rep/questions/:id/messages',
    access: repKeys,
    tag: 'rep questions',
    summary: 'The rep writes in the thread (waiting on rep → open; 409 once resolved)',
    description: REP_ONLY,
    body: messageBody,
    status: 200,
    response: questionDetail,
    errors: [400, 409, 429],
  }),
  accept: route({
    method: 'POST',
    path: '/bee/rep/questions/:id/accept',
    access: repKeys,
    tag: 'rep questions',
    summary: 'The rep accepts the resolution (resolved → accepted; 409 otherwise)',
    description: REP_ONLY,
    status: 200,
    response: questionDetail,
    errors: [409],
  }),
  reopen: route({
    method: 'POST',
    path: '/bee/rep/questions/:id/reopen',
    access: repKeys,
    tag: 'rep questions',
    summary:
      'The rep reopens a resolved question within 30 days, saying why (→ open; 409 otherwise)',
    description: REP_ONLY,
    body: messageBody,
    status: 200,
    response: questionDetail,
    errors: [400, 409, 429],
  }),
  reviews: route({
    method: 'GET',
    path: '/bee/rep/reviews',
    access: repKeys,
    tag: 'rep questions',
    summary: "The rep's paycheck reviews: {pay_date, reviewed_at, stale}[]",
    status: 200,
    response: paycheckReview.array(),
  }),
  review: route({
    method: 'POST',
    path: '/bee/rep/reviews',
    access: repKeys,
    tag: 'rep questions',
    summary: '"Looks right" for a paycheck',
    description:
      "{pay_date: YYYY-MM-DD}: stores the review of the key's own paid lines of that date with a hash of them; once the " +
      'lines change the review is stale; a review of lines unchanged since the last one changes nothing (no event, ' +
      'no webhook) and answers the same. 404 when the rep has no paycheck that day; 403 for the demo key; 429 ' +
      '(REP_WRITE_LIMIT, Retry-After) after 30 reviews of one key in an hour.',
    body: reviewBody,
    status: 200,
    response: paycheckReview,
    errors: [400, 429],
  }),
};

export const questions = {
  list: route({
    method: 'GET',
    path: '/bee/questions',
    access: readers,
    tag: 'questions',
    summary: 'The questions queue, paged in SQL',
    description:
      '{rows, total, page, pages, open}: status open (default) | waiting_on_rep | resolved (with accepted) | all; overdue=true ' +
      "keeps open questions older than the company's answer time in business days; search matches the rep, the item and the text.",
    query: questionListQuery,
    status: 200,
    response: questionPage,
    errors: [400],
  }),
  detail: route({
    method: 'GET',
    path: '/bee/questions/:id',
    access: readers,
    tag: 'questions',
    summary:
      "A question: the line as asked and now (unchanged / changed / removed), the rep's other lines that day, the thread",
    description: COMPANY_ONLY,
    status: 200,
    response: questionDetail,
  }),
  reply: route({
    method: 'POST',
    path: '/bee/questions/:id/messages',
    access: admins,
    tag: 'questions',
    summary: 'Reply to the rep (the state stays; 409 once resolved)',
    description: COMPANY_ONLY,
    body: messageBody,
    status: 200,
    response: questionDetail,
    errors: [400, 409],
  }),
  requestInfo: route({
    method: 'POST',
    path: '/bee/questions/:id/request-info',
    access: admins,
    tag: 'questions',
    summary: 'Ask the rep for more information (open → waiting on rep; 409 otherwise)',
    description: COMPANY_ONLY,
    body: messageBody,
    status: 200,
    response: questionDetail,
    errors: [400, 409],
  }),
  resolve: route({
    method: 'POST',
    path: '/bee/questions/:id/resolve',
    access: admins,
    tag: 'questions',
    summary:
      'Resolve: {resolution: adjusted, adjusted_pay_date, message?} or {resolution: no_change, message}',
    description: `open or waiting on rep → resolved; 409 otherwise. ${COMPANY_ONLY}`,
    body: resolveBody,
    status: 200,
    response: questionDetail,
    errors: [400, 409],
  }),
  payDateReviews: route({
    method: 'GET',
    path: '/bee/reviews',
    access: admins,
    tag: 'questions',
    summary: 'Who reviewed a pay date',
    description:
      '{pay_date, reps: [{rep_email, rep_name, reviewed_at, stale, last_opened_at, open_questions}], reviewed, open_questions}: ' +
      'every rep with paid lines that day.',
    query: reviewsQuery,
    status: 200,
    response: payDateReviews,
    errors: [400],
  }),
  settings: route({
    method: 'GET',
    path: '/bee/question-settings',
    access: admins,
    tag: 'questions',
    summary:
      '{answer_within_days} of the company and {email_me}: whether the caller gets question emails',
    // Handled by QuestionSettingsController since the split; the id stays the one it always had.
    operationId: 'QuestionsController_getSettings',
    status: 200,
    response: questionSettings,
  }),
  setSettings: route({
    method: 'PATCH',
    path: '/bee/question-settings',
    access: admins,
    tag: 'questions',
    summary: "Change the answer time (business days, 1–30) and/or the caller's question emails",
    operationId: 'QuestionsController_setSettings',
    body: questionSettingsBody,
    status: 200,
    response: questionSettings,
    errors: [400],
  }),
};
