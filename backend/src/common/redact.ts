// What request logs may show of a request: never a view key, however the parameter is spelled,
// encoded or repeated, and only a request id that is short and plain.
import { randomUUID } from 'node:crypto';

const VIEW_KEY_NAME = /view[\s_-]?key/i;
const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A view key in a path: the portal link /bee/view/KEY and the maintenance page /view/KEY. */
const VIEW_KEY_PATH = /(\/view\/)[^/?#]+/gi;

/**
 * The URL (or path) with every view key hidden: in the portal link's path, and the value of every
 * view-key parameter (view_key, view%5Fkey, view_key[]…).
 */
export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  url = url.replace(VIEW_KEY_PATH, '$1[Redacted]');
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return VIEW_KEY_NAME.test(decoded(name)) ? `${name}=[Redacted]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** The caller's X-Request-Id when it is short and plain (it lands in logs), else a new one. */
export function requestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && PLAIN_REQUEST_ID.test(header) ? header : randomUUID();
}
