// Push notifications (a rep's browsers, by view key) and the company's notification setting: the
// routes and their request bodies.
import { z } from 'zod';
import { notificationSettings, pushState, pushSubscribed } from './answers.js';
import { route } from './contract.js';

export const NOTIFICATIONS_BODY_MESSAGES = {
  base64url: 'must be base64url',
  endpointHttps: 'endpoint must be an https URL',
  notifyAfterUpload: 'notify_after_upload must be true or false',
} as const;
const M = NOTIFICATIONS_BODY_MESSAGES;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, M.base64url);

/**
 * A PushSubscription as the browser's toJSON() gives it; plain http endpoints only where the
 * deployment allows them (OUTBOUND_ALLOW_PRIVATE, for local push services in development and tests).
 */
export const pushSubscriptionBody = (allowHttp: boolean) =>
  z.object({
    endpoint: z
      .string()
      .max(1000)
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
        } catch {
          return false;
        }
      }, M.endpointHttps),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
  });
export type PushSubscriptionBody = z.infer<ReturnType<typeof pushSubscriptionBody>>;
/** The subscription as documented (https only, as in production). */
export const httpsPushSubscriptionBody = pushSubscriptionBody(false);

export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000).optional() });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

export const notificationSettingsBody = z.object({
  notify_after_upload: z.boolean({ error: M.notifyAfterUpload }),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

const repKeys = { rep: true } as const;
const admins = { roles: ['admin'] } as const;

export const notifications = {
  pushState: route({
    method: 'GET',
    path: '/bee/rep/push',
    access: repKeys,
    tag: 'notifications',
    summary: "The rep's push notifications: the VAPID public key and whether this key has any",
    description: '{public_key, subscribed}. X-View-Key.',
    status: 200,
    response: pushState,
  }),
  subscribe: route({
    method: 'PUT',
    path: '/bee/rep/push',
    access: repKeys,
    tag: 'notifications',
    summary: 'Turn push notifications on for this browser',
    description:
      'Body: the PushSubscription JSON {endpoint, keys: {p256dh, auth}}. The subscription belongs to the view key: ' +
      'rotating the link deletes it; a key keeps its 5 newest browsers (a sixth replaces the oldest); an endpoint ' +
      'another key holds gets a row of its own for this key. The endpoint must be https and reach only global ' +
      'unicast addresses (400 with a code URL_*). 403 PUSH_DEMO_KEY for the public demo key. Answers {subscribed: true}.',
    body: httpsPushSubscriptionBody,
    status: 200,
    response: pushSubscribed,
    errors: [400, 429],
  }),
  unsubscribe: route({
    method: 'DELETE',
    path: '/bee/rep/push',
    access: repKeys,
    tag: 'notifications',
    summary: 'Turn push notifications off',
    description:
      'Body {endpoint?}: that browser only, or every browser of the key without it. Answers {subscribed} (any left).',
    body: pushUnsubscribeBody,
    status: 200,
    response: pushSubscribed,
  }),
  settings: route({
    method: 'GET',
    path: '/bee/notification-settings',
    access: admins,
    tag: 'notifications',
    summary: "The company's notification settings: {notify_after_upload}",
    status: 200,
    response: notificationSettings,
  }),
  setSettings: route({
    method: 'PATCH',
    path: '/bee/notification-settings',
    access: admins,
    tag: 'notifications',
    summary: 'Notify reps after every upload, or not',
    description:
      'Body {notify_after_upload: boolean}. When on, every upload sends "New pay posted" to its reps with new pay.',
    body: notificationSettingsBody,
    status: 200,
    response: notificationSettings,
    errors: [400],
  }),
};
