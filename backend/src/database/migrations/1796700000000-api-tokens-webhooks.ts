import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The API for scripts and integrations (issue 19): API tokens with scopes (stored as sha256 of the
 * secret), kept first answers of requests sent with an Idempotency-Key, webhook endpoints, and
 * their deliveries with every attempt.
 */
export class ApiTokensWebhooks1796700000000 implements MigrationInterface {
  name = 'ApiTokensWebhooks1796700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "api_tokens" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(100) NOT NULL, "prefix" character varying(16) NOT NULL, "secret_hash" character varying(64) NOT NULL, "scopes" text array NOT NULL DEFAULT '{}', "created_by" integer, "created_by_email" character varying(320), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "api_tokens_company_id_idx" ON "api_tokens"  ("company_id")`);
    await q.query(
      `CREATE UNIQUE INDEX "api_tokens_secret_hash_key" ON "api_tokens"  ("secret_hash")`,
    );
    await q.query(`CREATE INDEX "api_tokens_created_by_idx" ON "api_tokens"  ("created_by")`);
    await q.query(
      `CREATE TABLE "idempotency_keys" ("company_id" integer NOT NULL, "idem_key" character varying(255) NOT NULL, "route" character varying(100) NOT NULL, "body_hash" character varying(64) NOT NULL, "status" integer, "response" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0a7406996f3877a8eab6e5b726b" PRIMARY KEY ("company_id", "idem_key"))`,
    );
    await q.query(
      `CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"  ("created_at")`,
    );
    await q.query(
      `CREATE TABLE "webhook_attempts" ("id" SERIAL NOT NULL, "delivery_id" uuid NOT NULL, "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "status_code" integer, "error" character varying(500), "duration_ms" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "webhook_attempts_delivery_id_idx" ON "webhook_attempts"  ("delivery_id")`,
    );
    await q.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL, "company_id" integer NOT NULL, "endpoint_id" integer NOT NULL, "event" character varying(40) NOT NULL, "body" text NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "replay_of" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "webhook_deliveries_endpoint_id_idx" ON "webhook_deliveries"  ("endpoint_id")`,
    );
    await q.query(
      `CREATE INDEX "webhook_deliveries_company_endpoint_idx" ON "webhook_deliveries"  ("company_id", "endpoint_id", "created_at")`,
    );
    await q.query(
      `CREATE TABLE "webhook_endpoints" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "url" character varying(2048) NOT NULL, "events" text array NOT NULL DEFAULT '{}', "description" character varying(200), "secret" character varying(100) NOT NULL, "created_by" character varying(320), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "webhook_endpoints_company_id_idx" ON "webhook_endpoints"  ("company_id")`,
    );
    await q.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_f926a18a319e0fbe7a7bcc54721" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_d895512b38605026594ab6266b9" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "idempotency_keys" ADD CONSTRAINT "FK_413df4a6f0a4f83730ec81e442e" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_0d56d91d61b827bb2079c256538" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_9e30e96212a8f049cfc47c4cc95" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_66f1850cec1e3e62a1988f78e6d" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "webhook_attempts"`);
    await q.query(`DROP TABLE IF EXISTS "webhook_deliveries"`);
    await q.query(`DROP TABLE IF EXISTS "webhook_endpoints"`);
    await q.query(`DROP TABLE IF EXISTS "idempotency_keys"`);
    await q.query(`DROP TABLE IF EXISTS "api_tokens"`);
  }
}
