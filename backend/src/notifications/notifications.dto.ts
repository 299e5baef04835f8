import { z } from 'zod';

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A PushSubscription as the browser's toJSON() gives it. */
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
      }, 'endpoint must be an https URL'),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
  });
export type PushSubscriptionBody = z.infer<ReturnType<typeof pushSubscriptionBody>>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000).optional() });

export const notificationSettingsBody = z.object({
  notify_after_upload: z.boolean({ error: 'notify_after_upload must be true or false' }),
});
