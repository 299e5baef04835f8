// The questions' words in the rep's language: states, reasons and resolutions (the shared labels
// stay the admin app's English), the message check, and a refused call by its code.
import { ApiError } from '@commissionbee/shared/api-client';
import type { ErrorCode } from '@commissionbee/shared/error-codes';
import type { Translator } from '@commissionbee/shared/i18n/messages';
import {
  MESSAGE_MAX_LENGTH,
  QUESTION_MESSAGES,
  QUESTIONS_PER_DAY,
  REOPEN_DAYS,
  questionMessageError,
  type QuestionReason,
  type QuestionStatus,
  type Resolution,
} from '@commissionbee/shared/questions';

export const STATUS_KEYS: Record<QuestionStatus, string> = {
  open: 'questions.status.open',
  waiting_on_rep: 'questions.status.waitingOnRep',
  resolved: 'questions.status.resolved',
  accepted: 'questions.status.accepted',
};

export const REASON_KEYS: Record<QuestionReason, string> = {
  amount_wrong: 'questions.reason.amountWrong',
  missing_pay: 'questions.reason.missingPay',
  wrong_pay_date: 'questions.reason.wrongPayDate',
  wrong_customer: 'questions.reason.wrongCustomer',
  other: 'questions.reason.other',
};

export const RESOLUTION_KEYS: Record<Resolution, string> = {
  adjusted: 'questions.resolution.adjusted',
  no_change: 'questions.resolution.noChange',
};

/** The message's error in the rep's language, or null (the rule is the shared one). */
export function messageError(t: Translator, text: string): string | null {
  const error = questionMessageError(text);
  if (error === null) return null;
  return error === QUESTION_MESSAGES.messageRequired
    ? t('questions.error.messageRequired')
    : t('questions.error.messageTooLong', { max: MESSAGE_MAX_LENGTH });
}

/** What was refused, for the one code whose words depend on it (QUESTION_NOT_OPEN). */
export type QuestionActionName = 'ask' | 'reply' | 'accept' | 'reopen' | 'review';

const REFUSAL_KEYS: Partial<Record<ErrorCode, string>> = {
  QUESTION_DAILY_LIMIT: 'questions.error.dailyLimit',
  QUESTION_REOPEN_TOO_LATE: 'questions.error.reopenTooLate',
  QUESTION_NOT_FOUND: 'questions.error.notFound',
  QUESTION_LINE_NOT_FOUND: 'questions.error.lineNotFound',
  QUESTION_NO_PAYCHECK: 'questions.error.noPaycheck',
  QUESTION_DEMO_READ_ONLY: 'questions.demoReadOnly',
  REP_PREVIEW_READ_ONLY: 'questions.previewReadOnly',
};

const NOT_OPEN_KEYS: Partial<Record<QuestionActionName, string>> = {
  reply: 'questions.error.replyResolved',
  accept: 'questions.error.acceptNotResolved',
  reopen: 'questions.error.reopenNotResolved',
};

/**
 * A refused question call in the rep's language, by the answer's code (an ApiError, or the code a
 * waiting question was refused with); anything else is the general sentence.
 */
export function questionRefusal(
  t: Translator,
  refused: unknown,
  action: QuestionActionName,
): string {
  const code =
    refused instanceof ApiError ? refused.code : typeof refused === 'string' ? refused : null;
  const key =
    code === 'QUESTION_NOT_OPEN'
      ? NOT_OPEN_KEYS[action]
      : code
        ? REFUSAL_KEYS[code as ErrorCode]
        : null;
  return key
    ? t(key, { count: QUESTIONS_PER_DAY, days: REOPEN_DAYS })
    : t('questions.error.general');
}
