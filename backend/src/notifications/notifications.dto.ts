// The notification routes' request schemas, and the pipe that checks a push subscription by the
// rules of this deployment (plain http endpoints only with OUTBOUND_ALLOW_PRIVATE, for local push
// services in development and tests).
import { Inject, Injectable, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { ZodPipe } from '../common/zod-body.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { NOTIFICATIONS_MESSAGES } from './notifications.messages.js';

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, NOTIFICATIONS_MESSAGES.base64url);

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
      }, NOTIFICATIONS_MESSAGES.endpointHttps),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
  });
export type PushSubscriptionBody = z.infer<ReturnType<typeof pushSubscriptionBody>>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000).optional() });

export const notificationSettingsBody = z.object({
  notify_after_upload: z.boolean({ error: NOTIFICATIONS_MESSAGES.notifyAfterUpload }),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

/** `@Body(PushSubscriptionPipe)`: the subscription schema of this deployment. */
@Injectable()
export class PushSubscriptionPipe implements PipeTransform {
  private readonly pipe: ZodPipe<ReturnType<typeof pushSubscriptionBody>>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pipe = new ZodPipe(pushSubscriptionBody(config.OUTBOUND_ALLOW_PRIVATE));
  }

  transform(value: unknown): PushSubscriptionBody {
    return this.pipe.transform(value);
  }
}
