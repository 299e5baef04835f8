// Webhook endpoints of a company, the events the product emits to them, the delivery log and its
// replay. Emitting writes the deliveries and queues them; it never waits for an endpoint, and a
// failure to queue is logged, never turned into an error of the action that caused the event.
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type NewWebhookBody,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEvent,
} from '@commissionbee/shared/api';
import { randomBytes, randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { OutboundRefused, resolveOutbound } from '../outbound/outbound-client.js';
import { companyGroup, JobQueue } from '../queue/job-queue.service.js';
import { WEBHOOKS_MESSAGES, WebhooksErrorCode } from './webhooks.messages.js';
import { WebhooksRepository, type EndpointRow } from './webhooks.repository.js';
import { appError, errorBody } from '../common/app-error.js';

export const WEBHOOKS_QUEUE = 'webhooks';
export const WEBHOOK_LOG_PRUNE = 'webhook-log-prune';

/** Replays of one endpoint's deliveries allowed per window (each one is a POST to someone's server). */
export const REPLAY_LIMIT = 10;
export const REPLAY_WINDOW_SECONDS = 3600;
/** Deliveries (and their attempts) are kept this long. */
export const DELIVERY_LOG_DAYS = 90;

/** What a replay over the limit answers. */
export class ReplayLimited extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      errorBody(
        WebhooksErrorCode.ReplayLimit,
        WEBHOOKS_MESSAGES.replayLimit(REPLAY_LIMIT, retryAfterSeconds),
      ),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

export interface WebhookJob {
  deliveryId: string;
}

const toApi = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  description: row.description,
  created_by: row.created_by,
  created_at: new Date(row.created_at).toISOString(),
});

@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly repo: WebhooksRepository,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Tells the company's endpoints that subscribed to `event`. Called right after the action
   * committed; resolves quickly (one read, and an insert and a queue write when someone listens).
   */
  async emit(companyId: number, event: WebhookEvent, data: object): Promise<void> {
    try {
      const endpoints = await this.repo.subscribers(companyId, event);
      if (endpoints.length === 0) return;
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: event,
        created_at: new Date().toISOString(),
        company_id: companyId,
        data,
      });
      const deliveries = endpoints.map((e) => ({
        id: randomUUID(),
        endpointId: e.id,
        event,
        body,
      }));
      await this.repo.insertDeliveries(companyId, deliveries);
      await this.queue.enqueue<WebhookJob>(
        WEBHOOKS_QUEUE,
        deliveries.map((d) => ({ data: { deliveryId: d.id }, group: companyGroup(companyId) })),
      );
    } catch (error) {
      this.logger.error(
        `Could not queue ${event} for company ${companyId}: ${(error as Error).message}`,
      );
    }
  }

  async list(companyId: number): Promise<WebhookEndpoint[]> {
    return (await this.repo.listEndpoints(companyId)).map(toApi);
  }

  async create(
    companyId: number,
    by: string,
    body: NewWebhookBody,
  ): Promise<WebhookEndpointCreated> {
    try {
      await resolveOutbound(body.url, this.config.OUTBOUND_ALLOW_PRIVATE);
    } catch (error) {
      if (error instanceof OutboundRefused) throw appError(error.code, error.message);
      throw error;
    }
    if ((await this.repo.countEndpoints(companyId)) >= MAX_WEBHOOK_ENDPOINTS)
      throw appError('WEBHOOKS_TOO_MANY', WEBHOOKS_MESSAGES.tooMany(MAX_WEBHOOK_ENDPOINTS));
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const row = await this.repo.insertEndpoint(companyId, {
      url: body.url,
      events: body.events,
      description: body.description || null,
      secret,
      created_by: by,
    });
    return { ...toApi(row), secret };
  }

  async remove(companyId: number, id: number): Promise<{ deleted: true }> {
    if (!(await this.repo.deleteEndpoint(companyId, id))) throw appError('NOT_FOUND');
    return { deleted: true };
  }

  async log(companyId: number, endpointId: number): Promise<WebhookDelivery[]> {
    if (!(await this.repo.findEndpoint(companyId, endpointId))) throw appError('NOT_FOUND');
    const { deliveries, attempts } = await this.repo.log(companyId, endpointId);
    return deliveries.map((d) => ({
      id: d.id,
      endpoint_id: d.endpoint_id,
      event: d.event as WebhookEvent,
      status: d.status as WebhookDeliveryStatus,
      created_at: new Date(d.created_at).toISOString(),
      replay_of: d.replay_of,
      attempts: attempts
        .filter((a) => a.delivery_id === d.id)
        .map((a) => ({
          at: new Date(a.attempted_at).toISOString(),
          status_code: a.status_code,
          error: a.error,
          duration_ms: a.duration_ms,
        })),
    }));
  }

  /** Sends a delivery's exact body again, as a new delivery (with its own attempts). */
  async replay(companyId: number, deliveryId: string): Promise<{ id: string }> {
    const original = await this.repo.findDelivery(companyId, deliveryId);
    if (!original) throw appError('NOT_FOUND');
    const id = randomUUID();
    const limited = await this.repo.insertReplay(
      companyId,
      {
        id,
        endpointId: original.endpoint_id,
        event: original.event,
        body: original.body,
        replayOf: original.id,
      },
      REPLAY_LIMIT,
      REPLAY_WINDOW_SECONDS,
    );
    if (limited) throw new ReplayLimited(limited.retryAfterSeconds);
    await this.queue.enqueue<WebhookJob>(WEBHOOKS_QUEUE, [
      { data: { deliveryId: id }, group: companyGroup(companyId) },
    ]);
    return { id };
  }
}
