import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.sessions_from`: tokens issued before it are refused (TokenService.authenticate). A
 * password change sets it, so every other session of that user ends; the caller gets a new token.
 */
export class UserSessionsFrom1795900100000 implements MigrationInterface {
  name = 'UserSessionsFrom1795900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "sessions_from" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "sessions_from"`);
  }
}
