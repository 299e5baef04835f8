// Pay questions and paycheck reviews (issue 14): the reasons, the states and which action moves a
// question from which state, the limits, and the messages both apps and the server show.
import type { z } from 'zod';
import type * as A from './contracts/answers.js';

export const QUESTION_REASONS = [
  'amount_wrong',
  'missing_pay',
  'wrong_pay_date',
  'wrong_customer',
  'other',
] as const;
export type QuestionReason = (typeof QUESTION_REASONS)[number];

export const REASON_LABELS: Record<QuestionReason, string> = {
  amount_wrong: 'Amount looks wrong',
  missing_pay: 'Missing pay',
  wrong_pay_date: 'Wrong pay date',
  wrong_customer: 'Wrong customer or item',
  other: 'Other',
};

export const QUESTION_STATUSES = ['open', 'waiting_on_rep', 'resolved', 'accepted'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const STATUS_LABELS: Record<QuestionStatus, string> = {
  open: 'Open',
  waiting_on_rep: 'Waiting on rep',
  resolved: 'Resolved',
  accepted: 'Accepted',
};

export const RESOLUTIONS = ['adjusted', 'no_change'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const RESOLUTION_LABELS: Record<Resolution, string> = {
  adjusted: 'Adjusted',
  no_change: 'No change',
};

/** What a question is about: one pay line, a whole paycheck (pay date), or pay that is not there. */
export type QuestionScope = 'line' | 'paycheck' | 'missing';

export const MESSAGE_MAX_LENGTH = 2000;
export const QUESTIONS_PER_DAY = 20;
export const REOPEN_DAYS = 30;
export const DEFAULT_ANSWER_WITHIN_DAYS = 2;
export const MAX_ANSWER_WITHIN_DAYS = 30;

export const QUESTION_MESSAGES = {
  messageRequired: 'Write a message',
  messageTooLong: `Keep the message under ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  dailyLimit: `You can ask at most ${QUESTIONS_PER_DAY} questions a day. Please try again tomorrow.`,
  explanationRequired: 'Explain why nothing changes',
  adjustedPayDate: 'Choose the pay date the correction will appear on',
  demoReadOnly: 'The demo does not send questions or reviews: they stay on this phone.',
  notAllowed: {
    reply: 'This question is resolved: reopen it to write more.',
    adminReply: 'This question is resolved: it takes no more replies.',
    requestInfo: 'Only an open question can wait on the rep.',
    resolve: 'This question is already resolved.',
    accept: 'Only a resolved question can be accepted.',
    reopen: 'Only a resolved question can be reopened.',
    reopenTooLate: `A question can be reopened within ${REOPEN_DAYS} days of its resolution.`,
  },
} as const;

/** Every action on a question, by who takes it. */
export type QuestionAction =
  'rep_reply' | 'admin_reply' | 'request_info' | 'resolve' | 'accept' | 'reopen';

const TRANSITIONS: Record<QuestionAction, Partial<Record<QuestionStatus, QuestionStatus>>> = {
  rep_reply: { open: 'open', waiting_on_rep: 'open' },
  admin_reply: { open: 'open', waiting_on_rep: 'waiting_on_rep' },
  request_info: { open: 'waiting_on_rep' },
  resolve: { open: 'resolved', waiting_on_rep: 'resolved' },
  accept: { resolved: 'accepted' },
  reopen: { resolved: 'open' },
};

const REFUSALS: Record<QuestionAction, string> = {
  rep_reply: QUESTION_MESSAGES.notAllowed.reply,
  admin_reply: QUESTION_MESSAGES.notAllowed.adminReply,
  request_info: QUESTION_MESSAGES.notAllowed.requestInfo,
  resolve: QUESTION_MESSAGES.notAllowed.resolve,
  accept: QUESTION_MESSAGES.notAllowed.accept,
  reopen: QUESTION_MESSAGES.notAllowed.reopen,
};

/** The state after `action`, or the message saying why it is not allowed from `status`. */
export function transition(
  status: QuestionStatus,
  action: QuestionAction,
): { to: QuestionStatus } | { refused: string } {
  const to = TRANSITIONS[action][status];
  return to ? { to } : { refused: REFUSALS[action] };
}

/** The message's error, or null: required, at most MESSAGE_MAX_LENGTH characters once trimmed. */
export function questionMessageError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return QUESTION_MESSAGES.messageRequired;
  if (trimmed.length > MESSAGE_MAX_LENGTH) return QUESTION_MESSAGES.messageTooLong;
  return null;
}

/** The line as the rep saw it when asking. */
export interface QuestionLineSnapshot {
  id: number;
  pay_date: string;
  rep_name: string;
  rep_email: string;
  item_name: string;
  item_pay_type: string;
  amount: number;
  breakdown: string[] | null;
  manual_note: string | null;
  upload_id: number | null;
}

export interface QuestionEvent {
  id: number;
  /** asked, message, request_info, resolved, accepted, reopened */
  kind: string;
  actor: 'rep' | 'admin';
  actor_name: string;
  body: string | null;
  created_at: string;
}

export type QuestionSummary = z.output<typeof A.questionSummary>;

export type QuestionDetail = z.output<typeof A.questionDetail>;

export type QuestionPage = z.output<typeof A.questionPage>;

export type PaycheckReview = z.output<typeof A.paycheckReview>;

/** GET /bee/reviews?pay_date= */
export type PayDateReviews = z.output<typeof A.payDateReviews>;

export type QuestionSettings = z.output<typeof A.questionSettings>;
