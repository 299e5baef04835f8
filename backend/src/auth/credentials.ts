// Where each credential is read from a request, in one place for the strategies and the guard: a
// session JWT or an API token as `Authorization: Bearer …`, a rep's view key as `X-View-Key` or
// `?view_key=`. Sessions are never read from a cookie.
import type { Request } from 'express';
import { API_TOKEN_PREFIX } from '@commissionbee/shared/api';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** A bearer that is an API token (its prefix), not a session. */
export const isApiToken = (bearer: string | null): bearer is string =>
  bearer?.startsWith(API_TOKEN_PREFIX) ?? false;

export function viewKeyOf(req: Request): string | null {
  const header = req.headers['x-view-key'];
  if (typeof header === 'string' && header) return header;
  const query = req.query?.view_key;
  return typeof query === 'string' && query ? query : null;
}
