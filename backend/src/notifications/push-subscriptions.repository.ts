// SQL of push_subscriptions: a browser's Web Push endpoint and keys, owned by a live view key.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { affected, exec, rows } from '../database/sql.js';
import type { Columns } from '../database/row-types.js';

export type PushSubscriptionRow = Columns<
  'push_subscriptions',
  'id' | 'endpoint' | 'p256dh' | 'auth'
>;

@Injectable()
export class PushSubscriptionsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Adds the browser's subscription to this key (or refreshes its keys), then keeps the key's
   * newest `max` only. Another key holding the same endpoint keeps its own row.
   */
  async save(
    companyId: number,
    repKeyId: number,
    sub: { endpoint: string; p256dh: string; auth: string },
    max: number,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Serialises the key's registrations: two at once cannot both stay under the cap.
      await exec(tx, `SELECT 1 FROM rep_keys WHERE company_id = $1 AND id = $2 FOR UPDATE`, [
        companyId,
        repKeyId,
      ]);
      await exec(
        tx,
        `INSERT INTO push_subscriptions (company_id, rep_key_id, endpoint, p256dh, auth)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (rep_key_id, endpoint) DO UPDATE
           SET p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
        [companyId, repKeyId, sub.endpoint, sub.p256dh, sub.auth],
      );
      await exec(
        tx,
        `DELETE FROM push_subscriptions
          WHERE company_id = $1 AND rep_key_id = $2
            AND id NOT IN (SELECT id FROM push_subscriptions
                            WHERE company_id = $1 AND rep_key_id = $2
                            ORDER BY created_at DESC, id DESC LIMIT $3)`,
        [companyId, repKeyId, max],
      );
    });
  }

  /** The subscriptions of a key; the key must still be live. */
  async forKey(companyId: number, repKeyId: number): Promise<PushSubscriptionRow[]> {
    return rows<PushSubscriptionRow>(
      this.db,
      `SELECT p.id, p.endpoint, p.p256dh, p.auth FROM push_subscriptions p
         JOIN rep_keys k ON k.id = p.rep_key_id AND k.revoked_at IS NULL
        WHERE p.company_id = $1 AND p.rep_key_id = $2 ORDER BY p.id`,
      [companyId, repKeyId],
    );
  }

  async countForKey(companyId: number, repKeyId: number): Promise<number> {
    const [{ n }] = await rows<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM push_subscriptions WHERE company_id = $1 AND rep_key_id = $2`,
      [companyId, repKeyId],
    );
    return n;
  }

  /** Removes one browser's subscription of this key (or every one when `endpoint` is null). */
  async remove(companyId: number, repKeyId: number, endpoint: string | null): Promise<number> {
    return affected(
      this.db,
      `WITH removed AS (
         DELETE FROM push_subscriptions
          WHERE company_id = $1 AND rep_key_id = $2 AND ($3::text IS NULL OR endpoint = $3)
          RETURNING id
       )
       SELECT id FROM removed`,
      [companyId, repKeyId, endpoint],
    );
  }

  /** The push service says the subscription is gone (404/410), or its address is refused. */
  async delete(id: number): Promise<void> {
    await exec(this.db, `DELETE FROM push_subscriptions WHERE id = $1`, [id]);
  }
}
