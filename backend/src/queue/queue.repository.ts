// What /api/health says about the queue, read from pg-boss's own table.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { row, rows } from '../database/sql.js';
import { QUEUE_SCHEMA } from './job-queue.service.js';

export interface QueueHealth {
  /** Jobs waiting to be worked (created, or failed and waiting for their retry). */
  waiting: number;
  /** Jobs being worked right now. */
  active: number;
  /** Seconds since the oldest waiting job was created; 0 with none waiting. */
  oldest_waiting_seconds: number;
}

@Injectable()
export class QueueRepository {
  constructor(private readonly db: DataSource) {}

  /** Null while pg-boss has not created its schema yet (the first start of a replica). */
  async health(): Promise<QueueHealth | null> {
    const installed = await row<{ yes: boolean }>(
      this.db,
      `SELECT to_regclass($1) IS NOT NULL AS yes`,
      [`${QUEUE_SCHEMA}.job`],
    );
    if (!installed?.yes) return null;
    const [counts] = await rows<{ waiting: number; active: number; oldest: number }>(
      this.db,
      `SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
              count(*) FILTER (WHERE state = 'active')::int AS active,
              coalesce(extract(epoch FROM now() - min(created_on)
                FILTER (WHERE state IN ('created', 'retry'))), 0)::float8 AS oldest
         FROM ${QUEUE_SCHEMA}.job
        WHERE state IN ('created', 'retry', 'active')`,
    );
    return {
      waiting: counts.waiting,
      active: counts.active,
      oldest_waiting_seconds: Math.round(counts.oldest),
    };
  }
}
