// The small API client both apps share; it follows spec §7's generic behaviour.
// GET answers null on a non-ok or 204 response; POST/PUT/PATCH/DELETE throw
// 'API call failed with status {code}: {text}'; robustPatch throws the server's error or message.
// Every ApiError carries the answer's stable `code` (error-codes.ts): branch on it, not on wording.
import { errorCodeOf, type ErrorCode } from './error-codes.js';

export const TOKEN_KEY = 'mcjwt';
export const VIEW_KEY_STORAGE = 'bee_view_key';

export interface ApiClientOptions {
  /** Base URL of the API including the /api prefix, e.g. '/api' or 'http://localhost:3000/api'. */
  baseUrl: () => string;
  /** The bearer token, if any (admin app: localStorage mcjwt). */
  token?: () => string | null;
  /** The rep's view key, sent as X-View-Key (rep app). */
  viewKey?: () => string | null;
  fetch?: typeof fetch;
}

export class ApiError extends Error {
  /** The answer's `code` (DESIGN §4), or null when the body had none (a proxy's page, a network stub). */
  readonly code: string | null;

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = errorCodeOf(body);
  }
}

/** Whether `error` is the API answering one of `codes`: `hasErrorCode(e, 'LEDGER_PREVIEW_STALE')`. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return (
    error instanceof ApiError && error.code !== null && codes.includes(error.code as ErrorCode)
  );
}

/** The JSON body of a failed raw answer (downloads), or null when it is not JSON. */
export async function errorBodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const token = options.token?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const viewKey = options.viewKey?.();
    if (viewKey) headers.set('X-View-Key', viewKey);
    if (init.body !== undefined && !(init.body instanceof FormData)) {
      headers.set('Content-Type', 'application/json');
    }
    return (options.fetch ?? fetch)(`${options.baseUrl()}${path}`, { ...init, headers });
  };

  const readBody = async (response: Response): Promise<unknown> => {
    if (response.status === 204) return null;
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };

  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await doFetch(path, {
      method,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const data = await readBody(response);
    if (!response.ok) {
      const text = typeof data === 'string' ? data : JSON.stringify(data ?? response.statusText);
      throw new ApiError(
        `API call failed with status ${response.status}: ${text}`,
        response.status,
        data,
      );
    }
    return data as T;
  };

  return {
    /** null on a non-ok or 204 answer (spec §7). */
    async get<T>(path: string): Promise<T | null> {
      const response = await doFetch(path);
      if (!response.ok || response.status === 204) return null;
      return (await readBody(response)) as T;
    },
    /** Like get, but throws ApiError so query hooks can show their error state. */
    async getOrThrow<T>(path: string): Promise<T> {
      const response = await doFetch(path);
      const data = await readBody(response);
      if (!response.ok) {
        throw new ApiError(`API call failed with status ${response.status}`, response.status, data);
      }
      return data as T;
    },
    post: <T>(path: string, body?: unknown) => send<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => send<T>('PUT', path, body),
    patch: <T>(path: string, body?: unknown) => send<T>('PATCH', path, body),
    delete: <T>(path: string, body?: unknown) => send<T>('DELETE', path, body),
    /** PATCH that throws the server's error or message field, else 'Request failed with status {code}'. */
    async robustPatch<T>(path: string, body?: unknown): Promise<T> {
      const response = await doFetch(path, { method: 'PATCH', body: JSON.stringify(body) });
      const data = await readBody(response);
      if (!response.ok) {
        const record = (data ?? {}) as { error?: unknown; message?: unknown };
        const message = Array.isArray(record.message) ? record.message.join(', ') : record.message;
        const serverText =
          typeof message === 'string' && message
            ? message
            : typeof record.error === 'string' && record.error
              ? record.error
              : null;
        throw new ApiError(
          serverText ?? `Request failed with status ${response.status}`,
          response.status,
          data,
        );
      }
      return data as T;
    },
    /** Raw fetch with auth headers, for downloads. */
    raw: doFetch,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
