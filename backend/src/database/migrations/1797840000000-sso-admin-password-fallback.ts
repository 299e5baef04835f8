import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on (issue 32 §3): a company that requires single sign-on may let its Administrators
 * sign in with their password while its identity provider does not answer. Off by default.
 */
export class SsoAdminPasswordFallback1797840000000 implements MigrationInterface {
  name = 'SsoAdminPasswordFallback1797840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "company_sso" ADD "admin_password_fallback" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "company_sso" DROP COLUMN "admin_password_fallback"`);
  }
}
