// The SQL of webhook_endpoints, webhook_deliveries and webhook_attempts (the delivery log).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { affected, exec, row, rows } from '../database/sql.js';
import type { Columns, Tables } from '../database/row-types.js';

/** `SELECT *`: every column. */
export type EndpointRow = Tables['webhook_endpoints'];

/** `SELECT *`: every column. */
export type DeliveryRow = Tables['webhook_deliveries'];

export type AttemptRow = Columns<
  'webhook_attempts',
  'delivery_id' | 'attempted_at' | 'status_code' | 'error' | 'duration_ms'
>;

/** How many deliveries the log shows per endpoint. */
export const LOG_SIZE = 100;

@Injectable()
export class WebhooksRepository {
  constructor(private readonly db: DataSource) {}

  listEndpoints(companyId: number): Promise<EndpointRow[]> {
    return rows<EndpointRow>(
      this.db,
      `SELECT * FROM webhook_endpoints WHERE company_id = $1 ORDER BY created_at DESC, id DESC`,
      [companyId],
    );
  }

  /** The company's endpoints that want this event (usually none: one indexed read). */
  subscribers(companyId: number, event: string): Promise<EndpointRow[]> {
    return rows<EndpointRow>(
      this.db,
      `SELECT * FROM webhook_endpoints WHERE company_id = $1 AND $2 = ANY(events)`,
      [companyId, event],
    );
  }

  async findEndpoint(companyId: number, id: number): Promise<EndpointRow | null> {
    return row<EndpointRow>(
      this.db,
      `SELECT * FROM webhook_endpoints WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
  }

  async countEndpoints(companyId: number): Promise<number> {
    const [{ n }] = await rows<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM webhook_endpoints WHERE company_id = $1`,
      [companyId],
    );
    return n;
  }

  async insertEndpoint(
    companyId: number,
    endpoint: Pick<EndpointRow, 'url' | 'events' | 'description' | 'secret' | 'created_by'>,
  ): Promise<EndpointRow> {
    const [inserted] = await rows<EndpointRow>(
      this.db,
      `INSERT INTO webhook_endpoints (company_id, url, events, description, secret, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [
        companyId,
        endpoint.url,
        endpoint.events,
        endpoint.description,
        endpoint.secret,
        endpoint.created_by,
      ],
    );
    return inserted;
  }

  async deleteEndpoint(companyId: number, id: number): Promise<boolean> {
    return (
      (await affected(
        this.db,
        // Through a CTE: TypeORM answers a DELETE with [rows, count], a SELECT with its rows.
        `WITH deleted AS (DELETE FROM webhook_endpoints WHERE company_id = $1 AND id = $2 RETURNING id)
       SELECT id FROM deleted`,
        [companyId, id],
      )) > 0
    );
  }

  async insertDeliveries(
    companyId: number,
    deliveries: {
      id: string;
      endpointId: number;
      event: string;
      body: string;
      replayOf?: string;
    }[],
  ): Promise<void> {
    if (deliveries.length === 0) return;
    await exec(
      this.db,
      `INSERT INTO webhook_deliveries (id, company_id, endpoint_id, event, body, replay_of)
       SELECT d.id, $1, d.endpoint_id, d.event, d.body, d.replay_of
         FROM unnest($2::uuid[], $3::int[], $4::varchar[], $5::text[], $6::uuid[])
           AS d(id, endpoint_id, event, body, replay_of)`,
      [
        companyId,
        deliveries.map((d) => d.id),
        deliveries.map((d) => d.endpointId),
        deliveries.map((d) => d.event),
        deliveries.map((d) => d.body),
        deliveries.map((d) => d.replayOf ?? null),
      ],
    );
  }

  /**
   * Adds a replay of a delivery unless the endpoint had `limit` replays in the last
   * `windowSeconds`; then answers how many seconds until the oldest of them leaves the window.
   * The endpoint's row is locked meanwhile, so two replays at once cannot both take the last one.
   */
  async insertReplay(
    companyId: number,
    replay: { id: string; endpointId: number; event: string; body: string; replayOf: string },
    limit: number,
    windowSeconds: number,
  ): Promise<{ retryAfterSeconds: number } | null> {
    return this.db.transaction(async (tx) => {
      await exec(
        tx,
        `SELECT 1 FROM webhook_endpoints WHERE company_id = $1 AND id = $2 FOR UPDATE`,
        [companyId, replay.endpointId],
      );
      const [recent] = await rows<{ n: number; wait: number }>(
        tx,
        `SELECT count(*)::int AS n,
                coalesce(ceil(extract(epoch FROM min(created_at) + make_interval(secs => $3) - now())), 0)::int AS wait
           FROM webhook_deliveries
          WHERE company_id = $1 AND endpoint_id = $2 AND replay_of IS NOT NULL
            AND created_at > now() - make_interval(secs => $3)`,
        [companyId, replay.endpointId, windowSeconds],
      );
      if (recent.n >= limit) return { retryAfterSeconds: Math.max(1, recent.wait) };
      await exec(
        tx,
        `INSERT INTO webhook_deliveries (id, company_id, endpoint_id, event, body, replay_of)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [replay.id, companyId, replay.endpointId, replay.event, replay.body, replay.replayOf],
      );
      return null;
    });
  }

  /** Deletes deliveries (and their attempts) older than `days`, every company's; answers how many. */
  async pruneOlderThan(days: number): Promise<number> {
    return affected(
      this.db,
      `WITH gone AS (
         DELETE FROM webhook_deliveries WHERE created_at < now() - make_interval(days => $1)
          RETURNING id
       )
       SELECT id FROM gone`,
      [days],
    );
  }

  async findDelivery(companyId: number, id: string): Promise<DeliveryRow | null> {
    return row<DeliveryRow>(
      this.db,
      `SELECT * FROM webhook_deliveries WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
  }

  /** For the worker: the delivery and where it goes (null when the endpoint was deleted). */
  async forSending(
    deliveryId: string,
  ): Promise<(DeliveryRow & { url: string; secret: string }) | null> {
    return row<DeliveryRow & Columns<'webhook_endpoints', 'url' | 'secret'>>(
      this.db,
      `SELECT d.*, e.url, e.secret FROM webhook_deliveries d
         JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.company_id = d.company_id
        WHERE d.id = $1`,
      [deliveryId],
    );
  }

  async recordAttempt(
    deliveryId: string,
    attempt: { statusCode: number | null; error: string | null; durationMs: number },
    status: 'pending' | 'succeeded' | 'failed',
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await exec(
        tx,
        `INSERT INTO webhook_attempts (delivery_id, status_code, error, duration_ms)
         VALUES ($1, $2, $3, $4)`,
        [deliveryId, attempt.statusCode, attempt.error?.slice(0, 500) ?? null, attempt.durationMs],
      );
      await exec(tx, `UPDATE webhook_deliveries SET status = $2 WHERE id = $1`, [
        deliveryId,
        status,
      ]);
    });
  }

  /** The endpoint's latest deliveries, newest first, with their attempts. */
  async log(
    companyId: number,
    endpointId: number,
  ): Promise<{ deliveries: DeliveryRow[]; attempts: AttemptRow[] }> {
    const deliveries = await rows<DeliveryRow>(
      this.db,
      `SELECT * FROM webhook_deliveries WHERE company_id = $1 AND endpoint_id = $2
        ORDER BY created_at DESC LIMIT $3`,
      [companyId, endpointId, LOG_SIZE],
    );
    const attempts: AttemptRow[] = deliveries.length
      ? await rows<AttemptRow>(
          this.db,
          `SELECT delivery_id, attempted_at, status_code, error, duration_ms FROM webhook_attempts
            WHERE delivery_id = ANY($1::uuid[]) ORDER BY attempted_at, id`,
          [deliveries.map((d) => d.id)],
        )
      : [];
    return { deliveries, attempts };
  }
}
