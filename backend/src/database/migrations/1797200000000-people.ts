import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People (issue 32): a company's users have a status (invited, active, deactivated) and the time
 * and way of their last sign-in; an invitation is a one-time link whose token is stored only as a
 * sha256 hash (256 random bits: nothing to brute-force), valid 7 days, used once.
 */
export class People1797200000000 implements MigrationInterface {
  name = 'People1797200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "users" ADD "status" character varying(12) NOT NULL DEFAULT 'active'`,
    );
    await q.query(`ALTER TABLE "users" ADD "deactivated_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "users" ADD "last_sign_in_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "users" ADD "last_sign_in_method" character varying(12)`);
    await q.query(
      `CREATE TABLE "user_invitations" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "user_id" integer NOT NULL, "token_hash" character varying(64) NOT NULL, "invited_by_email" character varying(320), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c8005acb91c3ce9a7ae581eca8f" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "user_invitations_company_id_idx" ON "user_invitations"  ("company_id") `,
    );
    await q.query(
      `CREATE INDEX "user_invitations_user_id_idx" ON "user_invitations"  ("user_id") `,
    );
    await q.query(
      `CREATE UNIQUE INDEX "user_invitations_token_hash_key" ON "user_invitations"  ("token_hash") `,
    );
    await q.query(
      `ALTER TABLE "user_invitations" ADD CONSTRAINT "FK_f4675e3e070a4061492c8d5e54b" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "user_invitations" ADD CONSTRAINT "FK_5b449d2aa47c4f912482e1d8f03" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "user_invitations"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "last_sign_in_method"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "last_sign_in_at"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "deactivated_at"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "status"`);
  }
}
