// What the question routes answer when they refuse (the rules' own messages live in
// libs/shared/src/questions.ts, beside the rules, so the apps show the same words).
export const QUESTIONS_HTTP = {
  notFound: 'No such question.',
  lineNotFound: 'No such pay line in your portal.',
  noPaycheck: 'You have no paycheck on that date.',
  requestInfoMessage: 'Say what information you need',
  badPayDate: 'pay_date must be a date (YYYY-MM-DD)',
} as const;

/** How the rep's email sums up a resolution, before the admin's own words. */
export const QUESTIONS_RESOLVED = {
  adjusted: (payDate: string | null) =>
    `Adjusted: the correction will appear on the paycheck of ${payDate}.`,
  noChange: 'No change.',
} as const;
