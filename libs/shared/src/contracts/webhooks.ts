// Signed webhooks and their delivery log: admins, and API tokens holding webhooks:manage.
import { newWebhookBody } from '../api.js';
import {
  deleted,
  queued,
  webhookDelivery,
  webhookEndpoint,
  webhookEndpointCreated,
} from './answers.js';
import { route } from './contract.js';

const managers = { roles: ['admin'], scope: 'webhooks:manage' } as const;

const SIGNING =
  ' Each delivery is a POST of JSON {id, type, created_at, company_id, data} with the header ' +
  'CommissionBee-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>.';

export const webhooks = {
  list: route({
    method: 'GET',
    path: '/bee/webhooks',
    access: managers,
    tag: 'webhooks',
    summary: "The company's webhook endpoints",
    status: 200,
    response: webhookEndpoint.array(),
  }),
  create: route({
    method: 'POST',
    path: '/bee/webhooks',
    access: managers,
    tag: 'webhooks',
    summary: 'Register a webhook endpoint',
    description:
      'Body {url, events, description?}. The URL must be https and every address its host resolves to global ' +
      'unicast (no private, loopback, link-local or other internal address, in any IPv4 or IPv6 spelling; ' +
      'OUTBOUND_ALLOW_PRIVATE lifts this outside production); a refusal is 400 with a code URL_*. ' +
      'The answer holds `secret`, shown this once.' +
      SIGNING,
    body: newWebhookBody,
    status: 201,
    response: webhookEndpointCreated,
    errors: [400, 409],
  }),
  remove: route({
    method: 'DELETE',
    path: '/bee/webhooks/:id',
    access: managers,
    tag: 'webhooks',
    summary: 'Delete a webhook endpoint (and its delivery log)',
    status: 200,
    response: deleted,
  }),
  deliveries: route({
    method: 'GET',
    path: '/bee/webhooks/:id/deliveries',
    access: managers,
    tag: 'webhooks',
    summary: "An endpoint's delivery log",
    description:
      'The latest 100 deliveries, newest first, each with every attempt (status code or error).',
    status: 200,
    response: webhookDelivery.array(),
  }),
  replay: route({
    method: 'POST',
    path: '/bee/webhooks/deliveries/:id/replay',
    access: managers,
    tag: 'webhooks',
    summary: 'Send a delivery again',
    description:
      'Queues the same body again as a new delivery (replay_of names the original): 202 {id}. ' +
      'At most 10 replays per endpoint an hour: past that 429 WEBHOOK_REPLAY_LIMIT with Retry-After.',
    status: 202,
    response: queued,
    errors: [400, 429],
  }),
};
