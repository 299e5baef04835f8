// A route declared once: its method, path, access, request and answer. The backend binds a handler
// to it (@Route), the OpenAPI document and docs/api.md are generated from it, the access matrix
// reads its access, and both apps call it through the typed client (client.ts). Framework-free.
import type { z } from 'zod';
import type { ApiScope } from '../api.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 'user' is any logged-in user; 'admin' includes super users. */
export type Role = 'user' | 'admin' | 'super';

/**
 * Who may call a route, as the guard enforces it. `roles` default to any user, or to nobody but
 * reps when `rep` is set; `scope` also admits API tokens holding it.
 */
export type Access =
  | { public: true }
  | {
      public?: false;
      roles?: readonly Role[];
      /** Reps may call it with their view key. */
      rep?: boolean;
      scope?: ApiScope;
      /** Users of the maintenance company may call it too. */
      maintenance?: boolean;
      /** A user signed in with a temporary password may call it too. */
      temporaryPassword?: boolean;
    };

/** A file answered as is (a CSV, a SQL dump, YAML), streamed where it is long. */
export interface FileAnswer {
  media:
    'text/csv' | 'application/sql' | 'application/x-yaml' | 'application/pdf' | 'application/zip';
}

/** A CSV sent as multipart form data in the field `file`; `json` also takes a JSON body. */
export interface MultipartBody {
  multipart: 'file';
  json?: z.ZodType;
}

/** A redirect (302) to the `Location` header's URL: the browser follows it (single sign-on). */
export interface RedirectAnswer {
  redirect: true;
}

export type Answer = z.ZodType | FileAnswer | RedirectAnswer;
export type RequestBody = z.ZodType | MultipartBody;

export interface RouteContract {
  method: HttpMethod;
  /** Under /api, Express style (`/bee/uploads/:id`). */
  path: `/${string}`;
  access: Access;
  /** The OpenAPI tag (the document's group). */
  tag: string;
  summary: string;
  description?: string;
  /**
   * The OpenAPI operationId, where it must not follow the handler (Nest names an operation
   * `<Controller>_<method>`): a route whose handler moved keeps the id integrators' generated
   * clients name their methods after.
   */
  operationId?: string;
  query?: z.ZodObject;
  body?: RequestBody;
  /** The success status and its answer. */
  status: 200 | 201 | 202 | 204 | 302;
  response: Answer;
  /** Error statuses the route answers beyond those its access implies (401, 403, 404). */
  errors?: readonly number[];
  /** Takes an Idempotency-Key header. */
  idempotent?: boolean;
}

/** Declares a contract, keeping its literal types (the client reads path, body and answer). */
export const route = <const C extends RouteContract>(contract: C): C => contract;

export const isFileAnswer = (answer: Answer): answer is FileAnswer =>
  typeof (answer as FileAnswer).media === 'string';

export const isRedirectAnswer = (answer: Answer): answer is RedirectAnswer =>
  (answer as RedirectAnswer).redirect === true;

export const isMultipart = (body: RequestBody | undefined): body is MultipartBody =>
  !!body && (body as MultipartBody).multipart === 'file';

/** "GET /api/bee/uploads/:id": how the router, the document's checks and the access matrix name it. */
export const routeKey = (contract: Pick<RouteContract, 'method' | 'path'>) =>
  `${contract.method} /api${contract.path}`;

/** Every contract of an area (an object of them) flattened to a list. */
export const contractsOf = (...areas: Record<string, RouteContract>[]): RouteContract[] =>
  areas.flatMap((area) => Object.values(area));
