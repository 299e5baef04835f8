import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The initial schema (DESIGN §6), generated from the entities by scripts/schema-diff.ts. */
export class InitialSchema1763840000000 implements MigrationInterface {
  name = 'InitialSchema1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "revoked_tokens" ("jti" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_b18aa48269f87cafba8c6310624" PRIMARY KEY ("jti"))`,
    );
    await q.query(
      `CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens"  ("expires_at") `,
    );
    await q.query(
      `CREATE TABLE "calculators" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "config" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a9e4e751c76958b1022dc919f98" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "calculators_company_id_key" ON "calculators"  ("company_id") `,
    );
    await q.query(
      `CREATE TABLE "companies" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "logo" text, "color" character varying(32), "features" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d4bc3e82a314fa9e29f652c2c22" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "ledger_records" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "upload_id" integer, "pay_date" date, "pay_status" character varying(10) NOT NULL DEFAULT 'PAID', "rep_name" character varying(1000) NOT NULL, "rep_email" character varying(1000) NOT NULL, "item_name" character varying(1000) NOT NULL, "item_pay_type" character varying(1000) NOT NULL, "amount" numeric(14,2) NOT NULL, "manager_email" character varying(1000), "breakdown" jsonb, "manual_note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9887651f7df2a0c0ff3b542124e" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "ledger_records_upload_id_idx" ON "ledger_records"  ("upload_id") `,
    );
    await q.query(
      `CREATE INDEX "ledger_records_company_pay_date_idx" ON "ledger_records"  ("company_id", "pay_date") `,
    );
    await q.query(
      `CREATE TABLE "uploads" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "user_id" integer, "uploaded_by" character varying(320), "file_name" character varying(255), "row_count" integer NOT NULL DEFAULT '0', "total_amount" numeric(16,2) NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d1781d1eedd7459314f60f39bd3" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "uploads_company_id_idx" ON "uploads"  ("company_id") `);
    await q.query(`CREATE INDEX "uploads_user_id_idx" ON "uploads"  ("user_id") `);
    await q.query(
      `CREATE TABLE "mail_log" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "rep_email" character varying(320) NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "status" character varying(10) NOT NULL, "error" text, CONSTRAINT "PK_01528929d58f733fd6bc613c638" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "mail_log_company_id_idx" ON "mail_log"  ("company_id") `);
    await q.query(
      `CREATE TABLE "users" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "email" character varying(320) NOT NULL, "password_hash" character varying(100) NOT NULL, "name" character varying(200) NOT NULL DEFAULT '', "first_name" character varying(100) NOT NULL DEFAULT '', "last_name" character varying(100) NOT NULL DEFAULT '', "admin" boolean NOT NULL DEFAULT false, "super" boolean NOT NULL DEFAULT false, "viewing_as_email" character varying(320), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "users_company_id_idx" ON "users"  ("company_id") `);
    await q.query(
      `CREATE TABLE "rep_keys" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "email" character varying(320) NOT NULL, "view_key" character varying(64) NOT NULL, "custom_features" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_2be336db16c687e0e5bb3bc2b98" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "rep_keys_company_id_idx" ON "rep_keys"  ("company_id") `);
    await q.query(`CREATE UNIQUE INDEX "rep_keys_view_key_key" ON "rep_keys"  ("view_key") `);
    await q.query(
      `ALTER TABLE "calculators" ADD CONSTRAINT "FK_65491dab2f92c8be445f54194fb" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "ledger_records" ADD CONSTRAINT "FK_6e11876eb6e6480a3e047852000" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "ledger_records" ADD CONSTRAINT "FK_d7fb124ca9d79a994af5b756189" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "FK_a0eeb7e2c2f6ad1ca789df847ab" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "FK_0155aad3e213584b446bf14a85b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "mail_log" ADD CONSTRAINT "FK_6864978c2d797650382e660d4ab" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_7ae6334059289559722437bcc1c" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "rep_keys" ADD CONSTRAINT "FK_cd095799f9948dc5453af4ca5a3" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // Expression and partial indexes the entities cannot describe (marked synchronize:false there).
    await q.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower(email))`);
    await q.query(
      `CREATE INDEX "ledger_records_company_rep_email_idx" ON "ledger_records" ("company_id", lower(trim(rep_email)))`,
    );
    await q.query(
      `CREATE INDEX "ledger_records_company_manager_email_idx" ON "ledger_records" ("company_id", lower(trim(manager_email)))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "rep_keys_company_email_live_key" ON "rep_keys" ("company_id", lower(email)) WHERE revoked_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX "mail_log_company_rep_email_idx" ON "mail_log" ("company_id", lower(rep_email), "sent_at")`,
    );
    // Companies 1 (legacy) and 10 (demo) are seeded with fixed ids; new companies start above 10.
    await q.query(`ALTER SEQUENCE "companies_id_seq" RESTART WITH 11`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "calculators" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "ledger_records" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "uploads" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "mail_log" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "users" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "rep_keys" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "revoked_tokens" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "companies" CASCADE`);
  }
}
