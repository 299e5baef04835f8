// Single sign-on with OpenID Connect (issue 32 §3): a company's provider settings (admins), the
// email-first lookup of the login page, and the sign-in's start and callback (both redirects).
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from '../email.js';
import { acceptableIssuer, DEFAULT_ROLE_CLAIM, SSO_DOMAIN_PATTERN, SSO_MESSAGES } from '../sso.js';
import { signInMethodAnswer, ssoSettings, ssoTestResult } from './answers/sso.js';
import { route } from './contract.js';

const groups = z.array(z.string().trim().min(1).max(200)).max(100);

export const ssoSettingsBody = z
  .object({
    issuer: z
      .string()
      .trim()
      .max(500)
      .refine(acceptableIssuer, SSO_MESSAGES.issuerInvalid)
      .transform((value) => value.replace(/\/+$/, '')),
    client_id: z.string().trim().min(1).max(300),
    /** Write-only; omit it to keep the stored one. */
    client_secret: z.string().min(1).max(2000).optional(),
    domains: z
      .array(z.string().trim().toLowerCase().regex(SSO_DOMAIN_PATTERN, SSO_MESSAGES.domainInvalid))
      .min(1)
      .max(50),
    role_claim: z.string().trim().min(1).max(100).default(DEFAULT_ROLE_CLAIM),
    admin_groups: groups,
    standard_groups: groups,
    required: z.boolean().default(false),
    /**
     * While required: an Administrator may sign in with their password when the provider does not
     * answer (checked by the server at that moment). Standard Users never may.
     */
    admin_password_fallback: z.boolean().default(false),
    /** Off: the settings are kept and "Test sign-in" works, but nobody is sent to the provider. */
    enabled: z.boolean().default(true),
  })
  .strict();
export type SsoSettingsBody = z.infer<typeof ssoSettingsBody>;

export const ssoLookupBody = z
  .object({ email: z.string().trim().min(3).max(320, INVALID_EMAIL_MESSAGE) })
  .strict();
export type SsoLookupBody = z.infer<typeof ssoLookupBody>;

export const ssoStartQuery = z.object({ email: z.string().max(320).optional() });
export type SsoStartQuery = z.infer<typeof ssoStartQuery>;

export const ssoCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  session_state: z.string().max(500).optional(),
  scope: z.string().max(2000).optional(),
});
export type SsoCallbackQuery = z.infer<typeof ssoCallbackQuery>;

const admins = { roles: ['admin'] } as const;

export const sso = {
  settings: route({
    method: 'GET',
    path: '/bee/sso',
    access: admins,
    tag: 'sso',
    summary: "The company's single sign-on settings (the client secret is never answered)",
    status: 200,
    response: ssoSettings,
  }),
  save: route({
    method: 'PUT',
    path: '/bee/sso',
    access: admins,
    tag: 'sso',
    summary: 'Save the single sign-on settings (OpenID Connect provider, domains, role mapping)',
    description:
      'The client secret is stored encrypted (AES-256-GCM) and may be omitted to keep the stored one. ' +
      '409 SSO_DOMAIN_TAKEN when a domain already belongs to another company.',
    body: ssoSettingsBody,
    status: 200,
    response: ssoSettings,
    errors: [400, 409],
  }),
  test: route({
    method: 'POST',
    path: '/bee/sso/test',
    access: admins,
    tag: 'sso',
    summary: "Test sign-in: reads the provider's discovery document and answers what it found",
    description:
      'Answers ok:false with a code and message when the provider is unreachable or its metadata is ' +
      'not valid; when ok, `sign_in_url` tries a whole sign-in without turning single sign-on on. ' +
      '409 SSO_NOT_CONFIGURED before the settings are saved; 429 SSO_TOO_MANY_PENDING when the ' +
      'company has the most sign-ins on their way at once.',
    status: 200,
    response: ssoTestResult,
    errors: [409, 429],
  }),
  lookup: route({
    method: 'POST',
    path: '/auth/sso/lookup',
    access: { public: true },
    tag: 'auth',
    summary:
      "Email-first login: whether the email's domain signs in with single sign-on or a password",
    description: 'Says nothing about the person: only the domain decides.',
    body: ssoLookupBody,
    status: 200,
    response: signInMethodAnswer,
    errors: [400],
  }),
  start: route({
    method: 'GET',
    path: '/auth/sso/start',
    access: { public: true },
    tag: 'auth',
    summary: "Single sign-on: redirects to the company's identity provider (code flow, PKCE)",
    description:
      'A refusal (no single sign-on for the domain, provider down) redirects to /login?sso_error=CODE. ' +
      'Limited per network address and per email (429 SSO_TOO_MANY_STARTS with Retry-After), and ' +
      'a company has at most a bounded number of sign-ins on their way at once (429 ' +
      'SSO_TOO_MANY_PENDING).',
    query: ssoStartQuery,
    status: 302,
    response: { redirect: true },
    errors: [429],
  }),
  callback: route({
    method: 'GET',
    path: '/auth/sso/callback',
    access: { public: true },
    tag: 'auth',
    summary:
      "The identity provider's redirect back: signs the person in and redirects into the app",
    description:
      'Success redirects to /login#sso_token=JWT (the same session a password login gives); a refusal ' +
      '(wrong domain, unmapped group, replayed or altered state, provider down) to /login?sso_error=CODE.',
    query: ssoCallbackQuery,
    status: 302,
    response: { redirect: true },
  }),
};
