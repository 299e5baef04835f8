// What the mail routes and the delivery worker say: to the admin in an answer, and in the send's
// per-rep errors (mail_log, GET /mail/sends/{id}).
export const MAIL_MESSAGES = {
  noSuchSend: 'No such send.',
  badPayDate: 'pay_date must be a date (M/D/YYYY)',
  // Spec §5 words; the ZodPipe passes custom issues through as written.
  selectAtLeastOne: 'Select at least one rep',
  selectAtMost: (max: number) => `Select at most ${max} reps`,
  /** The rep no longer has a live link (rotated away between the send and the job). */
  noLiveLink: 'The rep has no live portal link.',
  serverUnreachable: 'The mail server could not be reached.',
} as const;
