import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A password someone else set (a new company's first admin, issue 27) is temporary: its user must
 * change it before anything else. Existing and seeded users are not temporary.
 */
export class UserTemporaryPassword1796927000000 implements MigrationInterface {
  name = 'UserTemporaryPassword1796927000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "must_change_password" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "must_change_password"`);
  }
}
