// The worker behind every webhook delivery: one POST of the delivery's exact body, signed with the
// endpoint's secret, through the outbound client (address rule, pinned addresses, one deadline);
// each try is written to the log.
// Any 2xx is success; anything else is retried with backoff (about a day with the defaults).
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { WEBHOOK_SIGNATURE_HEADER } from '@commissionbee/shared/api';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobQueue, type JobOutcome } from '../queue/job-queue.service.js';
import { callOutbound } from '../outbound/outbound-client.js';
import { OUTBOUND_MESSAGES } from '../outbound/outbound.messages.js';
import { WebhooksRepository } from './webhooks.repository.js';
import {
  DELIVERY_LOG_DAYS,
  WEBHOOK_LOG_PRUNE,
  WEBHOOKS_QUEUE,
  type WebhookJob,
} from './webhooks.service.js';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. */
export function signature(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Deliveries in flight on each replica. */
const WEBHOOK_WORKERS = 4;

interface Answer {
  statusCode: number | null;
  error: string | null;
}

@Injectable()
export class WebhookSender implements OnModuleInit {
  private readonly logger = new Logger('WebhookSender');

  constructor(
    private readonly queue: JobQueue,
    private readonly repo: WebhooksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.define<WebhookJob>({
      name: WEBHOOKS_QUEUE,
      queue: {
        retryLimit: this.config.WEBHOOK_RETRY_LIMIT,
        retryDelay: this.config.WEBHOOK_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: Math.max(60, Math.ceil((this.config.WEBHOOK_TIMEOUT_MS * 3) / 1000)),
        deleteAfterSeconds: 7 * 24 * 3600,
      },
      // Each worker holds one delivery; at most 2 of one company run at once (across replicas),
      // so a company whose endpoint trickles slows its own deliveries only.
      batchSize: 1,
      concurrency: WEBHOOK_WORKERS,
      groupConcurrency: 2,
      handle: (job) => this.deliver(job.data.deliveryId, job.lastAttempt, job.signal),
    });
    this.queue.define<object>({
      name: WEBHOOK_LOG_PRUNE,
      queue: { retryLimit: 2, retryDelay: 600 },
      batchSize: 1,
      schedule: '41 3 * * *',
      handle: async () => {
        const removed = await this.repo.pruneOlderThan(DELIVERY_LOG_DAYS);
        if (removed > 0)
          this.logger.log(`Removed ${removed} webhook deliveries past ${DELIVERY_LOG_DAYS} days`);
        return { retry: false };
      },
    });
  }

  private async deliver(
    deliveryId: string,
    lastAttempt: boolean,
    signal: AbortSignal,
  ): Promise<JobOutcome> {
    const delivery = await this.repo.forSending(deliveryId);
    // The endpoint was deleted (its deliveries with it), or this delivery already got through.
    if (!delivery || delivery.status === 'succeeded') return { retry: false };
    const started = Date.now();
    let answer: Answer;
    try {
      // Checked again at every attempt: the name may point elsewhere since it was registered.
      const timestamp = Math.floor(Date.now() / 1000);
      const { status } = await callOutbound(delivery.url, this.config.OUTBOUND_ALLOW_PRIVATE, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(delivery.body),
          'User-Agent': 'CommissionBee-Webhooks/1.0',
          [WEBHOOK_SIGNATURE_HEADER]: signature(delivery.secret, delivery.body, timestamp),
          'CommissionBee-Event': delivery.event,
          'CommissionBee-Delivery': delivery.id,
        },
        body: delivery.body,
        deadlineMs: this.config.WEBHOOK_TIMEOUT_MS,
        signal,
      });
      answer = { statusCode: status, error: null };
    } catch (error) {
      answer = { statusCode: null, error: (error as Error).message };
    }
    // Shutting down: nothing is recorded, the delivery is tried again by whoever runs next.
    if (signal.aborted) return { retry: true, error: OUTBOUND_MESSAGES.stopped };
    const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const status = ok ? 'succeeded' : lastAttempt ? 'failed' : 'pending';
    await this.repo.recordAttempt(
      deliveryId,
      { ...answer, durationMs: Date.now() - started },
      status,
    );
    if (ok) return { retry: false };
    const why = answer.error ?? `HTTP ${answer.statusCode}`;
    if (lastAttempt) {
      this.logger.warn(`Webhook delivery ${deliveryId} to ${delivery.url} gave up: ${why}`);
      return { retry: false };
    }
    return { retry: true, error: why };
  }
}
