// The one place that talks to an OpenID provider, through openid-client: discovery, the
// authorization URL (code flow with PKCE, state and nonce) and the code's exchange. Every request
// to the provider (discovery, keys, token, userinfo) goes through the outbound rule, like webhooks:
// https to public addresses only, unless OUTBOUND_ALLOW_PRIVATE (development and tests, where the
// provider runs on this machine) — a company admin's issuer cannot reach inside our network.
import * as client from 'openid-client';
import { OutboundRefused, outboundFetch } from '../outbound/outbound-client.js';

export interface ProviderSettings {
  issuer: string;
  client_id: string;
}

/** Seconds a provider has to answer each request. */
const TIMEOUT_SECONDS = 8;

export function discover(
  settings: ProviderSettings,
  secret: string,
  allowPrivate: boolean,
  timeoutSeconds = TIMEOUT_SECONDS,
): Promise<client.Configuration> {
  const insecure = new URL(settings.issuer).protocol === 'http:';
  return client.discovery(
    new URL(settings.issuer),
    settings.client_id,
    { client_secret: secret },
    client.ClientSecretBasic(secret),
    {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: timeoutSeconds,
      // Kept by the Configuration for every later request to this provider.
      [client.customFetch]: outboundFetch(allowPrivate),
    },
  );
}

/** The outbound rule's refusal somewhere in an error's causes, or null. */
export function outboundRefusal(error: unknown): OutboundRefused | null {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    if (e instanceof OutboundRefused) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether the provider offers a `groups` scope (Okta does; Google and Entra ID do not). */
export const offersGroupsScope = (config: client.Configuration) =>
  config.serverMetadata().scopes_supported?.includes('groups') ?? false;

export interface Checks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const newChecks = (): Checks => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});

export async function authorizationUrl(
  config: client.Configuration,
  checks: Checks,
  redirectUri: string,
  loginHint?: string,
): Promise<string> {
  const scope = ['openid', 'email', 'profile', ...(offersGroupsScope(config) ? ['groups'] : [])];
  return client
    .buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: scope.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
      ...(loginHint ? { login_hint: loginHint } : {}),
    })
    .toString();
}

/**
 * Exchanges the callback's code and answers the ID token's claims, completed from the userinfo
 * endpoint when `wanted` (the role claim) or the email is not in the ID token.
 */
export async function exchange(
  config: client.Configuration,
  callbackUrl: URL,
  checks: Checks,
  wanted: string,
): Promise<Record<string, unknown>> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims: Record<string, unknown> = { ...tokens.claims() };
  if (
    (claims[wanted] === undefined || !claims.email) &&
    config.serverMetadata().userinfo_endpoint
  ) {
    const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
    for (const [key, value] of Object.entries(info)) claims[key] ??= value;
  }
  return claims;
}

/** Whether an error means the provider could not be reached (down, timed out, refused). */
export function unreachable(error: unknown): boolean {
  if (outboundRefusal(error)) return true; // not reachable from here, by rule
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const { name, message, code } = e as { name?: string; message?: string; code?: string };
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (name === 'TypeError' && message === 'fetch failed') return true;
    if (code && /^(ECONN|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|UND_ERR)/.test(code))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
