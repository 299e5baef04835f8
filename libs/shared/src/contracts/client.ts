// The typed client both apps call routes through: it takes a contract and its params, query and
// body, builds the URL (the only place a front end spells a path) and types the answer. It sits on
// api-client.ts, so headers, errors and the spec §7 behaviours stay what they were.
import type { z } from 'zod';
import type { ApiClient } from '../api-client.js';
import type { MultipartBody, RouteContract } from './contract.js';

/** A parameter's name without the file extension that follows it (`:pay_date.pdf` → pay_date). */
type ParamName<N extends string> = N extends `${infer Name}.${string}` ? Name : N;

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

type ParamsInput<C extends RouteContract> = [PathParamNames<C['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<C['path']>, string | number> };

type QueryInput<C extends RouteContract> = C['query'] extends z.ZodObject
  ? { query?: Partial<Record<keyof z.input<C['query']>, string | number | boolean | undefined>> }
  : { query?: undefined };

type BodyInput<C extends RouteContract> = C['body'] extends MultipartBody
  ? { body: FormData | (C['body']['json'] extends z.ZodType ? z.input<C['body']['json']> : never) }
  : C['body'] extends z.ZodType
    ? undefined extends z.input<C['body']>
      ? { body?: z.input<C['body']> }
      : { body: z.input<C['body']> }
    : { body?: undefined };

/** What a call of the contract takes: its path params, query and body, each where it has one. */
export type CallInput<C extends RouteContract> = ParamsInput<C> & QueryInput<C> & BodyInput<C>;

/** What a call of the contract answers (a file answer is read through `raw`). */
export type CallAnswer<C extends RouteContract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : never;

type Args<C extends RouteContract> = keyof CallInput<C> extends never
  ? []
  : Partial<CallInput<C>> extends CallInput<C>
    ? [input?: CallInput<C>]
    : [input: CallInput<C>];

/** What the URL of a call needs: its path params and query (no body). */
type PathArgs<C extends RouteContract> = [PathParamNames<C['path']>] extends [never]
  ? [input?: QueryInput<C>]
  : [input: ParamsInput<C> & QueryInput<C>];

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** The path (under the API base) of a call: params filled in and encoded, the query appended. */
export function pathOf<C extends RouteContract>(contract: C, ...[input]: PathArgs<C>): string {
  const given = (input ?? {}) as AnyInput;
  const path = contract.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = given.params?.[name];
    if (value === undefined) throw new Error(`${contract.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(given.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The query key of a call: the route first, so that invalidating `keyOf(contract)` reaches every
 * call of it whatever its params and query.
 */
export function keyOf<C extends RouteContract>(contract: C, ...[input]: Args<C>) {
  const given = (input ?? {}) as AnyInput;
  const route = `${contract.method} ${contract.path}`;
  if (!given.params && !given.query) return [route] as const;
  return [route, { ...given.params, ...given.query }] as const;
}

export function createContractClient(api: ApiClient) {
  return {
    /** Calls the route; a non-2xx answer throws ApiError (GETs too, for query hooks' error state). */
    call<C extends RouteContract>(contract: C, ...args: Args<C>): Promise<CallAnswer<C>> {
      const path = pathOf(contract, ...(args as unknown as PathArgs<C>));
      const body = (args[0] as AnyInput | undefined)?.body;
      switch (contract.method) {
        case 'GET':
          return api.getOrThrow<CallAnswer<C>>(path);
        case 'POST':
          return api.post<CallAnswer<C>>(path, body);
        case 'PUT':
          return api.put<CallAnswer<C>>(path, body);
        case 'PATCH':
          return api.patch<CallAnswer<C>>(path, body);
        case 'DELETE':
          return api.delete<CallAnswer<C>>(path, body);
      }
    },
    /** A GET that answers null on a non-ok or 204 answer (spec §7's generic behaviour). */
    get<C extends RouteContract & { method: 'GET' }>(
      contract: C,
      ...args: Args<C>
    ): Promise<CallAnswer<C> | null> {
      return api.get<CallAnswer<C>>(pathOf(contract, ...(args as unknown as PathArgs<C>)));
    },
    /** A PATCH that throws the server's own message (forms show it as is). */
    patchShowingMessage<C extends RouteContract & { method: 'PATCH' }>(
      contract: C,
      ...args: Args<C>
    ): Promise<CallAnswer<C>> {
      return api.robustPatch<CallAnswer<C>>(
        pathOf(contract, ...(args as unknown as PathArgs<C>)),
        (args[0] as AnyInput | undefined)?.body,
      );
    },
    /**
     * The raw answer, for files (CSV downloads, backups) and streamed answers the caller reads
     * itself; a FormData body goes out as multipart.
     */
    raw<C extends RouteContract>(contract: C, ...args: Args<C>): Promise<Response> {
      const body = (args[0] as AnyInput | undefined)?.body;
      return api.raw(pathOf(contract, ...(args as unknown as PathArgs<C>)), {
        method: contract.method,
        body:
          body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      });
    },
  };
}

export type ContractClient = ReturnType<typeof createContractClient>;
