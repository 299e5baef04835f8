// What the plan routes answer when they refuse (the codes are in libs/shared/src/error-codes.ts).
export const PLAN_HTTP = {
  notFound: 'No such plan.',
  versionNotFound: 'No such plan version.',
  signatureNotFound: 'No such signature.',
  notAPdf:
    'This file is not a PDF. Upload the plan as a PDF document (checked by its contents, not its name).',
  noFile: 'Attach the plan as a PDF in the field "file".',
  tooLarge: 'A plan document is at most 10 MB.',
  notEmployerSigned:
    'Sign this version for the employer (your name and title) before sending it to reps.',
  employerSigned: 'This version is already signed for the employer.',
  alreadySigned: 'You already signed this version of the plan.',
  codeWrong: (left: number) =>
    left > 0
      ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and that was the last try. Ask for a new code.',
  codeExpired: 'That code has expired (codes work for 10 minutes). Ask for a new code.',
  codeNeeded: 'Ask for a code first: we email it to you.',
  codeLimit: (minutes: number) =>
    `Too many codes asked for. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  noEmail: 'Your link has no email address to send a code to. Ask your admin.',
  demo: 'The demo portal cannot sign a plan.',
  verifyLimit: 'Too many checks from this address. Try again in an hour.',
} as const;
