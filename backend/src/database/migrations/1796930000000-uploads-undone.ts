import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `uploads.undone_at` / `undone_by`: an undone upload stays in the history marked undone (issue
 * 27) instead of vanishing, so an admin can still see what was uploaded and that it was taken back.
 */
export class UploadsUndone1796930000000 implements MigrationInterface {
  name = 'UploadsUndone1796930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "uploads" ADD "undone_at" timestamptz`);
    await q.query(`ALTER TABLE "uploads" ADD "undone_by" character varying(320)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "uploads" DROP COLUMN "undone_by"`);
    await q.query(`ALTER TABLE "uploads" DROP COLUMN "undone_at"`);
  }
}
