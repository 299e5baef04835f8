import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sends on the job queue (issue 15): `mail_sends` and their per-rep `mail_send_items` (progress,
 * idempotency), `mail_log.send_id`/`channel`, Web Push subscriptions owned by a view key (deleted
 * when the key is revoked), and the company setting "notify reps after every upload". pg-boss keeps
 * its own tables in the `pgboss` schema, which it creates and migrates itself at start-up.
 */
export class MailQueue1796200000000 implements MigrationInterface {
  name = 'MailQueue1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "mail_sends" ("id" uuid NOT NULL, "company_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "created_by" integer, "upload_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_03e922c5ac395085009160d04f4" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "mail_sends_company_id_idx" ON "mail_sends"  ("company_id") `);
    await q.query(`CREATE INDEX "mail_sends_created_by_idx" ON "mail_sends"  ("created_by") `);
    await q.query(
      `CREATE TABLE "mail_send_items" ("send_id" uuid NOT NULL, "rep_email" character varying(320) NOT NULL, "pay_date" character varying(10) NOT NULL, "paycheck" date, "status" character varying(10) NOT NULL DEFAULT 'queued', "channel" character varying(10), "error" text, "attempts" integer NOT NULL DEFAULT '0', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0997918edd0dde56d137a0d744e" PRIMARY KEY ("send_id", "rep_email"))`,
    );
    await q.query(
      `CREATE TABLE "push_subscriptions" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "rep_key_id" integer NOT NULL, "endpoint" text NOT NULL, "p256dh" character varying(200) NOT NULL, "auth" character varying(100) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_757fc8f00c34f66832668dc2e53" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "push_subscriptions_company_id_idx" ON "push_subscriptions"  ("company_id") `,
    );
    await q.query(
      `CREATE INDEX "push_subscriptions_rep_key_id_idx" ON "push_subscriptions"  ("rep_key_id") `,
    );
    await q.query(
      `CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"  ("endpoint") `,
    );
    await q.query(
      `ALTER TABLE "companies" ADD "notify_after_upload" boolean NOT NULL DEFAULT false`,
    );
    await q.query(`ALTER TABLE "mail_log" ADD "send_id" uuid`);
    await q.query(
      `ALTER TABLE "mail_log" ADD "channel" character varying(10) NOT NULL DEFAULT 'email'`,
    );
    await q.query(
      `ALTER TABLE "mail_send_items" ADD CONSTRAINT "FK_05704c063014ceb9c924dc3bebd" FOREIGN KEY ("send_id") REFERENCES "mail_sends"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "mail_sends" ADD CONSTRAINT "FK_149f8bfeb8aa00a4d58ccfe2d4d" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "mail_sends" ADD CONSTRAINT "FK_e878e0eca51729ec9adcac5a24f" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_0d775f6fb4f552f4540cc261f14" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_8a315289cefadc529ac3db7ed10" FOREIGN KEY ("rep_key_id") REFERENCES "rep_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Subscriptions belong to the key: whatever revokes it (a rotation today) also ends its pushes.
    await q.query(`
      CREATE FUNCTION push_subscriptions_end_with_key() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM push_subscriptions WHERE rep_key_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER rep_keys_revoke_push AFTER UPDATE OF revoked_at ON rep_keys
      FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
      EXECUTE FUNCTION push_subscriptions_end_with_key()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS rep_keys_revoke_push ON rep_keys`);
    await q.query(`DROP FUNCTION IF EXISTS push_subscriptions_end_with_key()`);
    await q.query(`DROP TABLE IF EXISTS "push_subscriptions"`);
    await q.query(`DROP TABLE IF EXISTS "mail_send_items"`);
    await q.query(`DROP TABLE IF EXISTS "mail_sends"`);
    await q.query(`ALTER TABLE "mail_log" DROP COLUMN "channel"`);
    await q.query(`ALTER TABLE "mail_log" DROP COLUMN "send_id"`);
    await q.query(`ALTER TABLE "companies" DROP COLUMN "notify_after_upload"`);
  }
}
