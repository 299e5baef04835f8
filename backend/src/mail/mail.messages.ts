// What the mail routes and the delivery worker say: to the admin in an answer, and in the send's
// per-rep errors (mail_log, GET /mail/sends/{id}).
import { MAIL_BODY_MESSAGES } from '@commissionbee/shared/contracts/mail';

export const MAIL_MESSAGES = {
  noSuchSend: 'No such send.',
  ...MAIL_BODY_MESSAGES,
  /** The rep no longer has a live link (rotated away between the send and the job). */
  noLiveLink: 'The rep has no live portal link.',
  serverUnreachable: 'The mail server could not be reached.',
} as const;
