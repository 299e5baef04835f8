// Web Push with VAPID: `web-push` encrypts the payload (aes128gcm) and signs the request; the
// request itself goes out with fetch, so any endpoint URL works (a local push service in tests).
import { Inject, Injectable, Logger } from '@nestjs/common';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

/** What the service worker shows (rep-pwa/public/sw-push.js): never an amount (lock screens). */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened by a tap on the notification. */
  url: string;
  tag: string;
}

/** How long a push service keeps a message for a phone that is off: a day. */
export const PUSH_TTL_SECONDS = 86_400;
const PUSH_TIMEOUT_MS = 10_000;

export class PushFailure extends Error {}

@Injectable()
export class PushService {
  private readonly logger = new Logger('Push');

  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get publicKey(): string {
    return this.config.VAPID_PUBLIC_KEY;
  }

  /**
   * Pushes to every browser of the key. Answers how many push services accepted the message;
   * 0 when the key has no subscription left (404/410 ones are deleted). Throws PushFailure when
   * none accepted and some failed for a reason that may pass (5xx, network): try again later.
   */
  async pushToKey(companyId: number, repKeyId: number, payload: PushPayload): Promise<number> {
    const subs = await this.subscriptions.forKey(companyId, repKeyId);
    let delivered = 0;
    let passing: string | null = null;
    for (const sub of subs) {
      const details = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: this.subject(),
            publicKey: this.config.VAPID_PUBLIC_KEY,
            privateKey: this.config.VAPID_PRIVATE_KEY,
          },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body as Buffer,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
          redirect: 'error',
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) delivered++;
        else if (res.status === 404 || res.status === 410) {
          await this.subscriptions.delete(sub.id);
          this.logger.log(`Push subscription ${sub.id} is gone (${res.status}): deleted`);
        } else passing = `The push service answered ${res.status}.`;
      } catch (error) {
        passing = `The push service could not be reached: ${(error as Error).message}`;
      }
    }
    if (delivered === 0 && passing) throw new PushFailure(passing);
    return delivered;
  }

  /** VAPID's contact: the support address when it is one, else the site. */
  private subject(): string {
    const email = /<([^>]+)>/.exec(this.config.SUPPORT_EMAIL)?.[1] ?? this.config.SUPPORT_EMAIL;
    return /^[^@\s]+@[^@\s]+$/.test(email.trim())
      ? `mailto:${email.trim()}`
      : this.config.PUBLIC_URL.startsWith('https:')
        ? this.config.PUBLIC_URL
        : 'mailto:support@commissionbee.local';
  }
}
