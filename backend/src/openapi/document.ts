// The OpenAPI document, generated from the route contracts (libs/shared/src/contracts): Nest's scan
// of the handlers @Route bound to them (paths, path parameters, summaries, tags), completed with
// each route's security as the guard enforces it (route-security.ts) and, from its contract, its
// query parameters, request body, answers and error statuses.
import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { WEBHOOK_SIGNATURE_HEADER } from '@commissionbee/shared/api';
import { ALL_CONTRACTS, SWAGGER_CONTRACTS } from '@commissionbee/shared/contracts/all';
import { routeKey } from '@commissionbee/shared/contracts/contract';
import type { Answer, OperationSpec } from './components.js';
import { specOf } from './contract-spec.js';
import { components, queryParameters } from './json-schemas.js';
import { docsAccess, routeSecurity, type RouteSecurity } from './route-security.js';

/** The access matrix test reads the routes' security through the document's module. */
export { routeSecurity, type RouteSecurity };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function answerSchema(answer: Answer): object {
  if (typeof answer === 'string') return ref(answer);
  if ('array' in answer) return { type: 'array', items: ref(answer.array) };
  if ('oneOf' in answer) return { oneOf: answer.oneOf.map(answerSchema) };
  return { type: 'string' };
}

function content(answer: Answer): Record<string, { schema: object }> {
  if (typeof answer === 'object' && 'media' in answer)
    return { [answer.media]: { schema: { type: 'string' } } };
  return { 'application/json': { schema: answerSchema(answer) } };
}

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid: the message says why',
  401: 'No credential, or one that is wrong, expired or revoked',
  403: 'The credential lacks the right (or the API token the scope) for this route',
  404: "Not found (another company's object is 404 too)",
  409: 'Conflicts with the current state (or an Idempotency-Key reused with another request)',
  408: 'The upload body did not arrive in time (code UPLOAD_BODY_TOO_SLOW); the upload slot is free again',
  413: 'The body is too large',
  429: 'Too many attempts, or too many at once: wait as Retry-After says and try again',
  503: 'The database does not answer',
};

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  description?: string;
  summary?: string;
  tags?: string[];
  operationId?: string;
  'x-token-scope'?: string;
};

function complete(
  op: Operation,
  spec: OperationSpec,
  access: RouteSecurity | undefined,
  path: string,
) {
  const params = (op.parameters ?? []).filter((p) => p.in !== 'query' || !spec.query);
  if (spec.query) params.push(...(queryParameters(spec.query) as never[]));
  if (spec.idempotent)
    params.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Up to 255 printable characters. The same key with the same request within 24 hours answers the first ' +
        'answer again (header Idempotent-Replayed: true) and stores nothing new; with another request it is 409.',
      schema: { type: 'string', maxLength: 255 },
    } as never);
  op.parameters = params;
  if (spec.body === 'multipart-csv' || spec.body === 'json-or-multipart-csv') {
    const multipart = {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
    };
    op.requestBody = {
      required: true,
      content:
        spec.body === 'multipart-csv'
          ? { 'multipart/form-data': multipart }
          : {
              'application/json': { schema: ref('UploadLedger') },
              'multipart/form-data': multipart,
            },
    };
  } else if (spec.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: ref(spec.body) } },
    };
  } else {
    delete op.requestBody;
  }
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(spec.ok))
    responses[status] =
      status === '204'
        ? { description: 'No content' }
        : typeof answer === 'object' && 'redirect' in answer
          ? {
              description: 'Redirect: the browser goes on to the Location header’s URL',
              headers: { Location: { schema: { type: 'string' } } },
            }
          : { description: 'Success', content: content(answer) };
  const errors = new Set(spec.errors ?? []);
  if (!access?.public) {
    errors.add(401);
    errors.add(403);
  }
  if (path.includes('{')) errors.add(404);
  if (access?.repAccess) errors.add(404);
  for (const status of [...errors].sort()) {
    const schema =
      status === 400 && spec.body === 'UploadLedger'
        ? { oneOf: [ref('Error'), ref('InvalidCsv')] }
        : status === 400 && spec.body?.includes('csv')
          ? { oneOf: [ref('Error'), ref('InvalidCsv')] }
          : ref('Error');
    responses[status] = {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema } },
    };
  }
  op.responses = responses;
  if (path === '/api/bee/webhooks' && op.requestBody) {
    // What the endpoint will receive: OpenAPI 3.0 documents webhooks as callbacks.
    (op as Record<string, unknown>).callbacks = {
      event: {
        '{$request.body#/url}': {
          post: {
            summary: 'An event delivered to the endpoint',
            // Authenticated by its signature, not by a credential.
            security: [],
            description:
              'Verify the signature over the raw body before parsing it (docs/api.md has an example). ' +
              'Answer any 2xx; anything else is retried with backoff for about a day.',
            parameters: [
              {
                name: WEBHOOK_SIGNATURE_HEADER,
                in: 'header',
                required: true,
                description:
                  't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>',
                schema: { type: 'string' },
              },
              {
                name: 'CommissionBee-Event',
                in: 'header',
                required: true,
                schema: { type: 'string' },
              },
              {
                name: 'CommissionBee-Delivery',
                in: 'header',
                required: true,
                schema: { type: 'string' },
              },
            ],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: ref('WebhookEvent') } },
            },
            responses: { '200': { description: 'Received (any 2xx)' } },
          },
        },
      },
    };
  }
  if (access) {
    if (access.public) op.security = [];
    else {
      const security: Record<string, string[]>[] = [];
      if (access.roles.length > 0) security.push({ bearer: [] });
      if (access.repAccess) security.push({ 'view-key': [] });
      if (access.scope) {
        security.push({ 'api-token': [] });
        op['x-token-scope'] = access.scope;
        op.description =
          `${op.description ?? ''}\n\nAPI tokens need the scope \`${access.scope}\`.`.trim();
      }
      op.security = security;
    }
  }
}

export const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Logging in and out (user JWTs)',
  users: 'The logged-in user',
  companies: 'Companies and their features',
  ledger: 'The ledger: uploads, reading, the Master CSV, upload batches',
  'rep portal': "A rep's portal, by view key",
  'view keys': "Reps' portal links",
  mail: 'Portal emails and their sends',
  notifications: 'Push subscriptions and notification settings',
  calculator: "The company's what-if calculator",
  questions: "Reps' questions and paycheck reviews",
  health: 'Liveness',
  backups: 'Backups of the embedded database',
  'api-tokens': 'API tokens for scripts (created by admins)',
  webhooks: 'Signed webhooks and their delivery log',
  docs: 'This document',
};

/** Completes Nest's document in place and answers it. */
export function completeDocument(
  app: INestApplication,
  document: OpenAPIObject,
  publicUrl: string,
): OpenAPIObject {
  const access = new Map(routeSecurity(app).map((r) => [r.route, r]));
  const contracts = new Map([...ALL_CONTRACTS, ...SWAGGER_CONTRACTS].map((c) => [routeKey(c), c]));
  const unbound = ALL_CONTRACTS.map(routeKey).filter((route) => !access.has(route));
  if (unbound.length > 0) throw new Error(`Contracts without a handler: ${unbound.join(', ')}`);
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const contract of SWAGGER_CONTRACTS) {
    const name = contract.path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()).slice(1);
    paths[`/api${contract.path}`] = {
      get: { summary: contract.summary, tags: [contract.tag], operationId: name },
    };
  }
  for (const [path, item] of Object.entries(paths)) {
    const expressPath = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, op] of Object.entries(item)) {
      const route = `${method.toUpperCase()} ${expressPath}`;
      const contract = contracts.get(route);
      const spec = contract && specOf(contract);
      const security =
        access.get(route) ?? (path.startsWith('/api/docs') ? docsAccess(route) : undefined);
      if (spec) complete(op, spec, security, path);
      op.summary ??= route;
    }
  }
  document.components = {
    ...document.components,
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A user session from POST /api/auth/login',
      },
      'api-token': {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API token (cbk_…) created by an admin; each route names the scope it needs (x-token-scope).',
      },
      'view-key': {
        type: 'apiKey',
        in: 'header',
        name: 'X-View-Key',
        description: "A rep's portal key",
      },
    },
    schemas: components() as never,
  };
  document.servers = [{ url: publicUrl, description: 'This server' }];
  document.tags = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({
    name,
    description,
  }));
  document.info.description =
    `${document.info.description ?? ''}\n\nAuthentication: a user's JWT, an API token with scopes (see ` +
    `docs/api.md), or a rep's view key. Webhook deliveries are signed: header ${WEBHOOK_SIGNATURE_HEADER}.`;
  return document;
}
