// Web Push with VAPID: `web-push` encrypts the payload (aes128gcm) and signs the request; the
// request itself goes out through the outbound client (the address rule, pinned addresses, one
// deadline), so any endpoint URL works in tests (a local push service) and none inside in production.
import { Inject, Injectable, Logger } from '@nestjs/common';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { callOutbound, OutboundRefused, resolveOutbound } from '../outbound/outbound-client.js';
import type { RepPrincipal } from '../auth/principal.js';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { NOTIFICATIONS_MESSAGES, NotificationsErrorCode } from './notifications.messages.js';
import {
  PushSubscriptionsRepository,
  type PushSubscriptionRow,
} from './push-subscriptions.repository.js';
import { appError } from '../common/app-error.js';

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
/** One deadline for all of a key's browsers: they are pushed to in parallel. */
export const PUSH_DEADLINE_MS = 10_000;
/** Browsers one key may have; a sixth replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_KEY = 5;

export class PushFailure extends Error {}

type Outcome = 'delivered' | 'removed' | { passing: string };

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
   * Registers a browser for the rep's key: never for the public demo key, and only an endpoint the
   * outbound rule lets the server reach (checked again before each push).
   */
  async subscribe(
    rep: RepPrincipal,
    sub: { endpoint: string; p256dh: string; auth: string },
  ): Promise<void> {
    if (rep.viewKey === DEMO_VIEW_KEY)
      throw appError(NotificationsErrorCode.DemoKey, NOTIFICATIONS_MESSAGES.demoKey);
    try {
      await resolveOutbound(sub.endpoint, this.config.OUTBOUND_ALLOW_PRIVATE);
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      throw appError(error.code, `endpoint: ${error.message}`);
    }
    await this.subscriptions.save(rep.companyId, rep.keyId, sub, MAX_PUSH_SUBSCRIPTIONS_PER_KEY);
  }

  /**
   * Pushes to every browser of the key at once, under one deadline. Answers how many push services
   * accepted the message; 0 when the key has no subscription left (404/410 ones, and ones whose
   * address the rule now refuses, are deleted). Throws PushFailure when none accepted and some
   * failed for a reason that may pass (5xx, network, deadline): try again later. `signal` stops
   * every request (shutdown).
   */
  async pushToKey(
    companyId: number,
    repKeyId: number,
    payload: PushPayload,
    signal?: AbortSignal,
  ): Promise<number> {
    const subs = await this.subscriptions.forKey(companyId, repKeyId);
    const outcomes = await Promise.all(subs.map((sub) => this.pushOne(sub, payload, signal)));
    const delivered = outcomes.filter((o) => o === 'delivered').length;
    const passing = outcomes.find((o): o is { passing: string } => typeof o === 'object');
    if (delivered === 0 && passing) throw new PushFailure(passing.passing);
    return delivered;
  }

  private async pushOne(
    sub: PushSubscriptionRow,
    payload: PushPayload,
    signal: AbortSignal | undefined,
  ): Promise<Outcome> {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
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
    } catch (error) {
      // Keys that are no P-256 point: no message can ever be encrypted for this browser.
      await this.subscriptions.delete(sub.id);
      this.logger.warn(
        `Push subscription ${sub.id} has unusable keys (${(error as Error).message}): deleted`,
      );
      return 'removed';
    }
    try {
      const { status } = await callOutbound(details.endpoint, this.config.OUTBOUND_ALLOW_PRIVATE, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        deadlineMs: PUSH_DEADLINE_MS,
        signal,
      });
      if (status >= 200 && status < 300) return 'delivered';
      if (status === 404 || status === 410) {
        await this.subscriptions.delete(sub.id);
        this.logger.log(`Push subscription ${sub.id} is gone (${status}): deleted`);
        return 'removed';
      }
      return { passing: `The push service answered ${status}.` };
    } catch (error) {
      if (error instanceof OutboundRefused && error.permanent) {
        // Registered before the rule, or its host now resolves inside: it can never be pushed to.
        await this.subscriptions.delete(sub.id);
        this.logger.warn(`Push subscription ${sub.id} refused (${error.message}): deleted`);
        return 'removed';
      }
      return { passing: `The push service could not be reached: ${(error as Error).message}` };
    }
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
