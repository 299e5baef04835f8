// The worker behind every webhook delivery: one POST of the delivery's exact body, signed with the
// endpoint's secret, to an address checked again at send time; each try is written to the log.
// Any 2xx is success; anything else is retried with backoff (about a day with the defaults).
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { WEBHOOK_SIGNATURE_HEADER } from '@commissionbee/shared/api';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobQueue, type JobOutcome } from '../queue/job-queue.service.js';
import { resolveWebhookUrl, WebhookUrlError, type ResolvedTarget } from './webhook-url.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WEBHOOKS_QUEUE, type WebhookJob } from './webhooks.service.js';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. */
export function signature(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

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
      batchSize: 10,
      handle: (job) => this.deliver(job.data.deliveryId, job.lastAttempt),
    });
  }

  private async deliver(deliveryId: string, lastAttempt: boolean): Promise<JobOutcome> {
    const delivery = await this.repo.forSending(deliveryId);
    // The endpoint was deleted (its deliveries with it), or this delivery already got through.
    if (!delivery || delivery.status === 'succeeded') return { retry: false };
    const started = Date.now();
    let answer: Answer;
    try {
      const target = await resolveWebhookUrl(delivery.url, this.config.WEBHOOKS_ALLOW_PRIVATE);
      answer = await this.post(target, delivery.body, delivery.secret, {
        event: delivery.event,
        id: delivery.id,
      });
    } catch (error) {
      answer = {
        statusCode: null,
        error: error instanceof WebhookUrlError ? error.message : (error as Error).message,
      };
    }
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

  private post(
    target: ResolvedTarget,
    body: string,
    secret: string,
    meta: { event: string; id: string },
  ): Promise<Answer> {
    const timestamp = Math.floor(Date.now() / 1000);
    const client = target.url.protocol === 'https:' ? https : http;
    return new Promise<Answer>((resolve) => {
      const req = client.request(
        target.url,
        {
          method: 'POST',
          // Connect to the address that was checked, whatever the name resolves to now.
          lookup: (_host, _options, callback) =>
            (callback as (e: null, a: string, f: number) => void)(
              null,
              target.address,
              target.family,
            ),
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            'User-Agent': 'CommissionBee-Webhooks/1.0',
            [WEBHOOK_SIGNATURE_HEADER]: signature(secret, body, timestamp),
            'CommissionBee-Event': meta.event,
            'CommissionBee-Delivery': meta.id,
          },
          timeout: this.config.WEBHOOK_TIMEOUT_MS,
        },
        (res) => {
          // Only the status matters: the body is never read (an endless one cannot hold the worker).
          resolve({ statusCode: res.statusCode ?? null, error: null });
          res.destroy();
        },
      );
      req.on('timeout', () => req.destroy(new Error('The endpoint did not answer in time')));
      req.on('error', (error) => resolve({ statusCode: null, error: error.message }));
      req.end(body);
    });
  }
}
