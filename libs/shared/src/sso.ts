// Single sign-on (issue 32 §3): the words the login page, the SSO settings and the API say about a
// company's OpenID Connect provider. Shared so the browser and the server say the same thing.

/**
 * Why a single sign-on ended on the login page (`/login?sso_error=CODE`): the code the server
 * redirects with and the sentence the login page shows for it.
 */
export const SSO_REFUSALS = {
  SSO_NOT_CONFIGURED:
    'Single sign-on is not set up for this email’s domain. Sign in with your password.',
  SSO_PROVIDER_UNREACHABLE:
    'Your company’s identity provider did not answer. Try again in a few minutes, or ask your administrator.',
  SSO_PROVIDER_REFUSED: 'Your identity provider did not sign you in. Try again.',
  SSO_STATE_INVALID:
    'This sign-in was already used, has expired or was altered. Start again from the sign-in page.',
  SSO_CALLBACK_INVALID:
    'The identity provider’s answer could not be verified. Start again from the sign-in page.',
  SSO_EMAIL_MISSING: 'Your identity provider did not tell us a verified email address.',
  SSO_DOMAIN_NOT_ALLOWED:
    'Your email’s domain is not one your company signs in with here. Ask your administrator.',
  SSO_ROLE_UNMAPPED:
    'Your identity provider account is not in a group that may use CommissionBee. Ask your administrator.',
  SSO_USER_DEACTIVATED: 'Your CommissionBee account is deactivated. Ask your administrator.',
  SSO_ACCOUNT_ELSEWHERE:
    'This email already has a CommissionBee login outside your company’s single sign-on. Sign in with your password.',
  SSO_TOO_MANY_STARTS:
    'Too many sign-ins were started from here or for this email. Wait a few minutes, then try again.',
  SSO_TOO_MANY_PENDING:
    'Too many sign-ins for your company are waiting at its identity provider. Try again in a minute.',
} as const;
export type SsoRefusal = keyof typeof SSO_REFUSALS;

export const isSsoRefusal = (code: string | null | undefined): code is SsoRefusal =>
  !!code && Object.prototype.hasOwnProperty.call(SSO_REFUSALS, code);

export const SSO_MESSAGES = {
  passwordFallback:
    'You signed in with your password because your company’s identity provider did not answer. Use single sign-on again once it is back.',
  ssoRequired:
    'Your company signs in with single sign-on: use “Continue” with your email on the sign-in page.',
  domainTaken: (domain: string) =>
    `The domain ${domain} already signs in through another company’s single sign-on.`,
  secretRequired: 'Enter the client secret the identity provider gave you.',
  notConfigured: 'Save the single sign-on settings first.',
  domainInvalid: 'Enter domains like example.com, without @ or spaces.',
  issuerInvalid: 'Enter the issuer as an https:// URL (http:// only for 127.0.0.1 or localhost).',
  tooManyStarts: (retryAfterSeconds: number) =>
    `Too many single sign-ons started from here. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`,
  tooManyPending:
    'Too many single sign-ons for this company are on their way at once. Try again in a minute.',
} as const;

/** The groups claim most providers use; Entra ID and Okta name it `groups` too. */
export const DEFAULT_ROLE_CLAIM = 'groups';

/** A lower-cased domain name like example.com or mail.example.co.uk. */
export const SSO_DOMAIN_PATTERN =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** An issuer the server may reach: https, or http on this machine (tests, a local provider). */
export function acceptableIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The domain of an email (lower-cased), or null. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return domain || null;
}
