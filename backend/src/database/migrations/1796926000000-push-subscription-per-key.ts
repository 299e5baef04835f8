import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A push endpoint is unique per view key, no longer across keys (issue 26): a second key sending
 * an endpoint another key holds gets its own row instead of silently taking the other's. One
 * browser serves one origin, so a person who reps for two companies on one phone has one endpoint
 * for both portals.
 */
export class PushSubscriptionPerKey1796926000000 implements MigrationInterface {
  name = 'PushSubscriptionPerKey1796926000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."push_subscriptions_endpoint_key"`);
    await q.query(
      `CREATE UNIQUE INDEX "push_subscriptions_key_endpoint_key" ON "push_subscriptions" ("rep_key_id", "endpoint") `,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."push_subscriptions_key_endpoint_key"`);
    // Keeps the newest holder of each endpoint, as the old rule would have.
    await q.query(
      `DELETE FROM push_subscriptions p USING push_subscriptions q
        WHERE p.endpoint = q.endpoint AND p.id < q.id`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" ("endpoint") `,
    );
  }
}
