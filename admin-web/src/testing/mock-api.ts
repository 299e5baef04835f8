// A fake backend for specs: stubs global fetch, answers "METHOD /path" (without /api and the
// query string) from a table, and records every call. Unlisted calls answer 404.
import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export interface ApiCall {
  method: string;
  url: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Route = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.href,
      path: url.pathname.replace(/^\/api/, ''),
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? await route(call) : route;
    const { status = 200, body = null } = answer ?? {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' },
    };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
