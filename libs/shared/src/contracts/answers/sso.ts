// Single sign-on (issue 32 §3): the answers of the SSO settings, the test and the login lookup.
import { z } from 'zod';
import { SIGN_IN_METHODS } from '../../people.js';
import { isoTime } from './core.js';

export const ssoSettings = z.object({
  /** Whether the company has saved settings at all. */
  configured: z.boolean(),
  /** Whether people of the domains are sent to the provider (off: only "Test sign-in" uses it). */
  enabled: z.boolean(),
  issuer: z.string(),
  client_id: z.string(),
  /** The secret is never answered, only whether one is stored. */
  client_secret_set: z.boolean(),
  domains: z.array(z.string()),
  role_claim: z.string(),
  admin_groups: z.array(z.string()),
  standard_groups: z.array(z.string()),
  /** While enabled, passwords are refused for the company's users (never for super users). */
  required: z.boolean(),
  /**
   * While single sign-on is required, an Administrator may still sign in with their password when
   * the identity provider does not answer (the server checks it; the sign-in is in the activity log).
   */
  admin_password_fallback: z.boolean(),
  /** The redirect URI to register with the provider. */
  redirect_uri: z.string(),
  updated_at: isoTime.nullable(),
});

export const ssoTestResult = z.object({
  ok: z.boolean(),
  /** Why not, when not ok (SSO_PROVIDER_UNREACHABLE, SSO_DISCOVERY_INVALID). */
  code: z.string().nullable(),
  message: z.string(),
  issuer: z.string().nullable(),
  authorization_endpoint: z.string().nullable(),
  token_endpoint: z.string().nullable(),
  userinfo_endpoint: z.string().nullable(),
  /** The provider offers a `groups` scope (requested at sign-in when it does). */
  groups_scope: z.boolean(),
  /**
   * A one-time URL (10 minutes) to try a whole sign-in with the provider without turning single
   * sign-on on: it ends on the people screen saying whom the provider signed in and which role
   * they would get, and signs no one in.
   */
  sign_in_url: z.string().nullable(),
});

export const signInMethodAnswer = z.object({
  method: z.enum(SIGN_IN_METHODS),
  /** For 'sso': where the browser goes next (GET /api/auth/sso/start?email=…). */
  start_url: z.string().nullable(),
});
