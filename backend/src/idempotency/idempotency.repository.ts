// idempotency_keys' SQL: the first request with a key claims it (the primary key makes one of
// concurrent requests win), finishes it with its answer, or lets it go when it failed.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec, rows } from '../database/sql.js';
import type { Columns } from '../database/row-types.js';

export type IdempotencyRow = Columns<
  'idempotency_keys',
  'route' | 'body_hash' | 'status' | 'response'
>;

/** How long an answer is kept for replay. */
export const KEEP_HOURS = 24;

@Injectable()
export class IdempotencyRepository {
  constructor(private readonly db: DataSource) {}

  /** Claims the key for this request; answers null when it did, else what holds it. */
  async claim(
    companyId: number,
    key: string,
    route: string,
    bodyHash: string,
  ): Promise<IdempotencyRow | null> {
    // A key older than a day is free again (and old keys of the company are swept on the way).
    await exec(
      this.db,
      `DELETE FROM idempotency_keys
        WHERE company_id = $1 AND created_at < now() - make_interval(hours => $2)`,
      [companyId, KEEP_HOURS],
    );
    const inserted = await rows<unknown>(
      this.db,
      `INSERT INTO idempotency_keys (company_id, idem_key, route, body_hash)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
      [companyId, key, route, bodyHash],
    );
    if (inserted.length > 0) return null;
    const [row] = await rows<IdempotencyRow>(
      this.db,
      `SELECT route, body_hash, status, response FROM idempotency_keys
        WHERE company_id = $1 AND idem_key = $2`,
      [companyId, key],
    );
    // Swept between the two statements: claim again.
    return row ?? this.claim(companyId, key, route, bodyHash);
  }

  async finish(companyId: number, key: string, status: number, response: unknown): Promise<void> {
    await exec(
      this.db,
      `UPDATE idempotency_keys SET status = $3, response = $4::jsonb
        WHERE company_id = $1 AND idem_key = $2`,
      [companyId, key, status, JSON.stringify(response ?? null)],
    );
  }

  async release(companyId: number, key: string): Promise<void> {
    await exec(
      this.db,
      `DELETE FROM idempotency_keys WHERE company_id = $1 AND idem_key = $2 AND status IS NULL`,
      [companyId, key],
    );
  }
}
