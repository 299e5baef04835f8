// The catalogue keys of a question's reason, state and resolution (the shared *_LABELS are the
// English words the server and the rep app keep).
import type { QuestionReason, QuestionStatus, Resolution } from '@commissionbee/shared/questions';

export const REASON_KEYS = {
  amount_wrong: 'questions.reason.amount_wrong',
  missing_pay: 'questions.reason.missing_pay',
  wrong_pay_date: 'questions.reason.wrong_pay_date',
  wrong_customer: 'questions.reason.wrong_customer',
  other: 'questions.reason.other',
} as const satisfies Record<QuestionReason, string>;

export const STATUS_KEYS = {
  open: 'questions.status.open',
  waiting_on_rep: 'questions.status.waiting_on_rep',
  resolved: 'questions.status.resolved',
  accepted: 'questions.status.accepted',
} as const satisfies Record<QuestionStatus, string>;

export const RESOLUTION_KEYS = {
  adjusted: 'questions.resolution.adjusted',
  no_change: 'questions.resolution.no_change',
} as const satisfies Record<Resolution, string>;
