import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Languages (issue 33 §3): emails and pushes to a rep are in the rep's own choice (made in the rep
 * app), else the language an admin set for the rep (Reps directory, mapping CSV), else the
 * company's default. The two per-rep choices are separate columns, so an admin's setting never
 * overrides the rep's own.
 */
export class RepLanguages1797860000100 implements MigrationInterface {
  name = 'RepLanguages1797860000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "rep_profiles" ADD "language" varchar(16)`);
    await q.query(`ALTER TABLE "rep_profiles" ADD "rep_language" varchar(16)`);
    await q.query(
      `ALTER TABLE "companies" ADD "default_language" varchar(16) NOT NULL DEFAULT 'en'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "companies" DROP COLUMN "default_language"`);
    await q.query(`ALTER TABLE "rep_profiles" DROP COLUMN "rep_language"`);
    await q.query(`ALTER TABLE "rep_profiles" DROP COLUMN "language"`);
  }
}
