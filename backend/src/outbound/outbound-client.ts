// The one way the server calls a customer-chosen URL (webhook deliveries, Web Push): the host is
// resolved here and every address it has must be global unicast (outbound-address.ts); the
// connection then goes to those checked addresses only, whatever a second DNS answer would say
// (no rebinding); no redirect is followed; and one deadline covers the attempt from the connection
// to the last byte read, so a peer that trickles its answer cannot hold a worker past it.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isGlobalUnicast } from './outbound-address.js';
import { OUTBOUND_MESSAGES } from './outbound.messages.js';

/** An attempt's whole budget unless the caller gives another. */
export const OUTBOUND_DEADLINE_MS = 10_000;

/**
 * How long a host name may take to resolve. Registration (a webhook endpoint, a push subscription)
 * resolves inside an API request, and the system resolver's own timeout can be far longer: a slow
 * name would otherwise hold the request until it gives up.
 */
export const OUTBOUND_LOOKUP_DEADLINE_MS = 5_000;

/** A stable code for each reason a URL is refused (API answers carry it beside the message). */
export type OutboundRefusal =
  | 'URL_INVALID'
  | 'URL_NOT_HTTPS'
  | 'URL_HAS_CREDENTIALS'
  | 'URL_HOST_NOT_FOUND'
  | 'URL_HOST_TIMEOUT'
  | 'URL_INTERNAL_ADDRESS';

/** Why a URL may not be called. Only a host that could not be found (or not in time) may pass with time. */
export class OutboundRefused extends Error {
  constructor(
    readonly code: OutboundRefusal,
    message: string,
  ) {
    super(message);
  }

  get permanent(): boolean {
    return this.code !== 'URL_HOST_NOT_FOUND' && this.code !== 'URL_HOST_TIMEOUT';
  }
}

export interface OutboundTarget {
  url: URL;
  /** Every address the host has, all checked; the connection uses these and nothing else. */
  addresses: { address: string; family: 4 | 6 }[];
}

/** Resolves a host name to every address it has (the system resolver unless a test gives one). */
export type HostLookup = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: HostLookup = (host) => lookup(host, { all: true, verbatim: true });

export interface ResolveOptions {
  /** How long the host name may take to resolve (default OUTBOUND_LOOKUP_DEADLINE_MS). */
  lookupDeadlineMs?: number;
  lookupHost?: HostLookup;
}

/**
 * Checks a URL and resolves its host. `allowPrivate` (OUTBOUND_ALLOW_PRIVATE, development and
 * tests only) lets plain http and internal addresses through. Throws OutboundRefused, with
 * URL_HOST_TIMEOUT when the name did not resolve within the lookup deadline.
 */
export async function resolveOutbound(
  raw: string,
  allowPrivate: boolean,
  options: ResolveOptions = {},
): Promise<OutboundTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('URL_INVALID', OUTBOUND_MESSAGES.notAUrl);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new OutboundRefused('URL_NOT_HTTPS', OUTBOUND_MESSAGES.httpsOnly);
  if (url.username || url.password)
    throw new OutboundRefused('URL_HAS_CREDENTIALS', OUTBOUND_MESSAGES.noCredentials);
  // The URL parser already turned 0x7f.1, 2130706433 and friends into dotted IPv4.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const found = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookupWithin(
        host,
        options.lookupHost ?? systemLookup,
        options.lookupDeadlineMs ?? OUTBOUND_LOOKUP_DEADLINE_MS,
      );
  if (found.length === 0)
    throw new OutboundRefused('URL_HOST_NOT_FOUND', OUTBOUND_MESSAGES.hostNotFound(host));
  // Any internal answer refuses the host: a name that also points inside is not a public endpoint.
  if (!allowPrivate && found.some((a) => !isGlobalUnicast(a.address)))
    throw new OutboundRefused('URL_INTERNAL_ADDRESS', OUTBOUND_MESSAGES.internalAddress);
  return {
    url,
    addresses: found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })),
  };
}

/**
 * The lookup, abandoned at the deadline. getaddrinfo cannot be cancelled, so a hung lookup still
 * holds one of libuv's threads until the system resolver gives up; the caller no longer waits.
 */
async function lookupWithin(
  host: string,
  lookupHost: HostLookup,
  deadlineMs: number,
): Promise<{ address: string; family: number }[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new OutboundRefused('URL_HOST_TIMEOUT', OUTBOUND_MESSAGES.hostTimeout(host, deadlineMs)),
        ),
      deadlineMs,
    );
  });
  try {
    return await Promise.race([
      lookupHost(host).catch(() => {
        throw new OutboundRefused('URL_HOST_NOT_FOUND', OUTBOUND_MESSAGES.hostNotFound(host));
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A lookup that answers only the checked addresses, in both forms Node asks for: one address, or
 * the list (`all: true`, which happy-eyeballs connections use).
 */
export function pinnedLookup(addresses: OutboundTarget['addresses']): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === 'object' ? options.family : options;
    const wanted =
      family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
    const answer = wanted.length > 0 ? wanted : addresses;
    const cb = callback as (...args: unknown[]) => void;
    if (typeof options === 'object' && options.all) cb(null, answer);
    else cb(null, answer[0].address, answer[0].family);
  };
}

export interface OutboundRequest {
  method: 'POST';
  headers: Record<string, string | number>;
  body: Buffer | string;
  /** The whole attempt, from resolving the host to the answer's headers (default 10 s). */
  deadlineMs?: number;
  /** Aborts the attempt early (the job's signal: the server is shutting down). */
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
}

/**
 * Calls a customer-chosen URL: checks and resolves it (OutboundRefused when the rule refuses it),
 * connects to the checked addresses, sends the request and answers its status once the status line
 * and headers arrived. The answer's body is never read (an endless one cannot hold the caller).
 * One deadline covers all of it; a peer that cannot be reached or misses it is an Error with a
 * readable message. Redirects are answers like any other (3xx): never followed.
 */
export async function callOutbound(
  raw: string,
  allowPrivate: boolean,
  request: OutboundRequest,
): Promise<OutboundAnswer> {
  const deadlineMs = request.deadlineMs ?? OUTBOUND_DEADLINE_MS;
  const deadline = AbortSignal.timeout(deadlineMs);
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
  const why = () =>
    new Error(
      deadline.aborted ? OUTBOUND_MESSAGES.deadline(deadlineMs) : OUTBOUND_MESSAGES.stopped,
    );
  // The resolver has no signal of its own: a slow DNS answer is abandoned at the deadline.
  const target = await new Promise<OutboundTarget>((resolve, reject) => {
    if (signal.aborted) return reject(why());
    const onAbort = () => reject(why());
    signal.addEventListener('abort', onAbort, { once: true });
    resolveOutbound(raw, allowPrivate)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    if (signal.aborted) return reject(why());
    const req = client.request(target.url, {
      method: request.method,
      headers: request.headers,
      // Its own connection every time: a pooled socket could outlive the check that allowed it.
      agent: false,
      lookup: pinnedLookup(target.addresses),
      signal,
    });
    req.on('response', (res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.destroy();
    });
    req.on('error', (error) => reject(signal.aborted ? why() : error));
    req.end(request.body);
  });
}

/** The most an answer read by `outboundFetch` may hold: OpenID metadata, keys and tokens are small. */
export const OUTBOUND_FETCH_MAX_BYTES = 1024 * 1024;

/** The `fetch` options `outboundFetch` reads (what openid-client's customFetch hands it). */
export interface OutboundFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | ReadableStream | null;
  signal?: AbortSignal | null;
}

/** A fetch body as bytes or text for http.request (a stream is read whole first). */
async function requestBody(
  body: OutboundFetchOptions['body'],
): Promise<string | Uint8Array | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** The Fetch API's Response for an answer read whole; throws for one it cannot carry. */
function fetchResponse(res: http.IncomingMessage, body: Buffer, method?: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const status = res.statusCode ?? 0;
  // A Response cannot carry a status outside 200-599; such an answer is no answer.
  if (status < 200 || status > 599) throw new Error(`The server answered with status ${status}`);
  const noBody = status === 204 || status === 304 || method === 'HEAD';
  return new Response(noBody ? null : body, { status, statusText: res.statusMessage, headers });
}

/**
 * A `fetch` for a customer-chosen server that must answer with a body (a company's OpenID
 * provider): the same rule as `callOutbound` (the URL checked and resolved, the connection pinned
 * to the checked addresses, no redirect followed), and an answer of at most `maxBytes`. Errors are
 * OutboundRefused when the rule refuses the URL, else the connection's own error.
 */
export function outboundFetch(allowPrivate: boolean, maxBytes = OUTBOUND_FETCH_MAX_BYTES) {
  return async (raw: string, options: OutboundFetchOptions = {}): Promise<Response> => {
    const target = await resolveOutbound(raw, allowPrivate);
    const client = target.url.protocol === 'https:' ? https : http;
    const body = await requestBody(options.body);
    return new Promise<Response>((resolve, reject) => {
      const req = client.request(target.url, {
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
        lookup: pinnedLookup(target.addresses),
        signal: options.signal ?? undefined,
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new Error(`The answer was larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          // A peer's odd status line or header must end in a rejection, never in a throw inside
          // this event handler (that would be an uncaught exception).
          try {
            resolve(fetchResponse(res, Buffer.concat(chunks), options.method));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}
