// The API for scripts and integrations: token scopes, webhook events, and the shapes the admin
// app and the server share (bodies are validated with these schemas on both sides).
import type * as A from './contracts/answers.js';
import { z } from 'zod';

/** What an API token may do; each token-enabled route names the one scope it needs. */
export const API_SCOPES = [
  'ledger:read',
  'ledger:write',
  'reps:read',
  'mail:send',
  'questions:read',
  'activity:read',
  'payroll:read',
  'payruns:read',
  'payruns:write',
  'webhooks:manage',
  'statements:read',
  'plans:read',
  'plans:write',
  'scim',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'ledger:read': 'Read the ledger, the Master CSV and upload batches',
  'ledger:write': 'Upload, preview and undo ledger uploads',
  'reps:read': 'Read the reps directory and the Email Center list',
  'mail:send': 'Email reps their portal links and follow sends',
  'questions:read': "Read reps' questions",
  'activity:read': 'Read the activity log',
  'payroll:read': 'Export payroll',
  'payruns:read': 'Read pay dates, their states and the pay-run settings',
  'payruns:write': 'Approve, publish, close and reopen pay dates; change the pay-run settings',
  'webhooks:manage': 'Register webhook endpoints and read their deliveries',
  'statements:read': "Download reps' pay statements (PDF) and a pay date's ZIP",
  'plans:read': 'Read commission plans, their signing status and signed copies',
  'plans:write': 'Create plans, upload versions and assign them to reps',
  scim: 'Provision people from your identity provider (SCIM 2.0 at /scim/v2/Users)',
};

/** Every API token starts with this, so a guard (and a secret scanner) can tell it from a JWT. */
export const API_TOKEN_PREFIX = 'cbk_';

export const WEBHOOK_EVENTS = [
  'upload.completed',
  'upload.undone',
  'question.opened',
  'question.resolved',
  'paycheck.reviewed',
  'portal_links.sent',
  'pay_date.published',
  'pay_date.closed',
  'pay_date.reopened',
  'plan.sent',
  'plan.signed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'CommissionBee-Signature';

export const MAX_API_TOKENS = 50;
export const MAX_WEBHOOK_ENDPOINTS = 20;

export const newApiTokenBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is at most 100 characters'),
  scopes: z
    .array(z.enum(API_SCOPES, { error: `A scope is one of ${API_SCOPES.join(', ')}` }), {
      error: 'Choose at least one scope',
    })
    .min(1, 'Choose at least one scope')
    .max(API_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type NewApiTokenBody = z.infer<typeof newApiTokenBody>;

export const newWebhookBody = z.object({
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .max(2048, 'URL is at most 2048 characters')
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), 'Enter a URL'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `An event is one of ${WEBHOOK_EVENTS.join(', ')}` }), {
      error: 'Choose at least one event',
    })
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200, 'Description is at most 200 characters').optional(),
});
export type NewWebhookBody = z.infer<typeof newWebhookBody>;

export type ApiToken = z.output<typeof A.apiToken>;

/** The answer to creating a token: the only time the secret is shown. */
export type ApiTokenCreated = z.output<typeof A.apiTokenCreated>;

export type WebhookEndpoint = z.output<typeof A.webhookEndpoint>;

export type WebhookEndpointCreated = z.output<typeof A.webhookEndpointCreated>;

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookAttempt {
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export type WebhookDelivery = z.output<typeof A.webhookDelivery>;
