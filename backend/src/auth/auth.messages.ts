// What the auth routes and the guard answer when they refuse (the password rules' own messages
// live in libs/shared/src/password.ts, beside the rules, so the apps show the same words).
import type { ErrorCode } from '@commissionbee/shared/error-codes';
export const AUTH_MESSAGES = {
  loginFailed: 'Incorrect email or password. Try again.',
  /** The specification's maintenance page text, as the API's answer to a maintenance user. */
  maintenance: 'Our service is currently undergoing maintenance. Thank you for your patience.',
  tooManyLogins: 'Too many failed logins. Try again in a few minutes.',
  tooManyAtOnce: 'Too many login attempts at once. Try again in a moment.',
  tooManyKeys: 'Too many attempts. Try again later.',
  tokenLacksScope: (scope: string) => `This API token lacks the scope ${scope}.`,
  tokenNotAllowed: 'API tokens may not call this route.',
  tooManyRepWrites: (what: string, max: number, retryAfterSeconds: number) =>
    `Too many ${what} from this link: at most ${max} an hour. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
} as const;

/** The `code` of a 429 from a rep write limit (auth/rep-write-limits.ts). */
export const REP_WRITE_LIMIT_CODE = 'REP_WRITE_LIMIT' satisfies ErrorCode;
