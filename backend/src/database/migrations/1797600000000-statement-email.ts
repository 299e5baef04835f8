import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statement emails (issue 31 §4): the company's setting (off by default, so nothing changes for an
 * existing company), and per statement revision whether it is to be emailed (set when a publish
 * issued it with the setting on) and when it was (a retried job never sends the same revision twice).
 */
export class StatementEmail1797600000000 implements MigrationInterface {
  name = 'StatementEmail1797600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "companies" ADD "statement_email" character varying(12) NOT NULL DEFAULT 'off'`,
    );
    await q.query(
      `ALTER TABLE "companies" ADD CONSTRAINT "companies_statement_email_check" CHECK ("statement_email" IN ('off', 'link', 'attachment'))`,
    );
    await q.query(`ALTER TABLE "statements" ADD "email_due" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "statements" ADD "emailed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "statements" DROP COLUMN "emailed_at"`);
    await q.query(`ALTER TABLE "statements" DROP COLUMN "email_due"`);
    await q.query(`ALTER TABLE "companies" DROP CONSTRAINT "companies_statement_email_check"`);
    await q.query(`ALTER TABLE "companies" DROP COLUMN "statement_email"`);
  }
}
