import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on (issue 32 §3): a company's OpenID Connect provider (its client secret encrypted
 * with AES-256-GCM), the email domains that sign in through it (a domain has one company), and
 * the sign-ins on their way through the provider (state hash, nonce, PKCE verifier; used once).
 */
export class Sso1797820000000 implements MigrationInterface {
  name = 'Sso1797820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "company_sso" ("company_id" integer NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "issuer" character varying(500) NOT NULL, "client_id" character varying(300) NOT NULL, "client_secret_encrypted" text NOT NULL, "role_claim" character varying(100) NOT NULL DEFAULT 'groups', "admin_groups" text array NOT NULL DEFAULT '{}', "standard_groups" text array NOT NULL DEFAULT '{}', "required" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "company_sso_pkey" PRIMARY KEY ("company_id"))`,
    );
    await q.query(
      `CREATE TABLE "company_sso_domains" ("domain" character varying(253) NOT NULL, "company_id" integer NOT NULL, CONSTRAINT "company_sso_domains_pkey" PRIMARY KEY ("domain"))`,
    );
    await q.query(
      `CREATE INDEX "company_sso_domains_company_id_idx" ON "company_sso_domains" ("company_id") `,
    );
    await q.query(
      `CREATE TABLE "sso_logins" ("state_hash" character varying(64) NOT NULL, "company_id" integer NOT NULL, "nonce" character varying(100) NOT NULL, "code_verifier" character varying(200) NOT NULL, "test" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "sso_logins_pkey" PRIMARY KEY ("state_hash"))`,
    );
    await q.query(`CREATE INDEX "sso_logins_company_id_idx" ON "sso_logins" ("company_id") `);
    await q.query(`CREATE INDEX "sso_logins_expires_at_idx" ON "sso_logins" ("expires_at") `);
    await q.query(
      `ALTER TABLE "company_sso" ADD CONSTRAINT "FK_9006282a64666f28c8de1e8aa80" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "company_sso_domains" ADD CONSTRAINT "FK_6458787a70e32d34b59f6226a5f" FOREIGN KEY ("company_id") REFERENCES "company_sso"("company_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sso_logins" ADD CONSTRAINT "FK_0c3eeaab67b1de5a3e0b965c790" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sso_logins"`);
    await q.query(`DROP TABLE "company_sso_domains"`);
    await q.query(`DROP TABLE "company_sso"`);
  }
}
