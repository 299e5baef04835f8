import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SCIM (issue 32): whether a SCIM user who is deactivated or deleted, and is also a rep of the
 * company, gets their portal link rotated (on by default: a leaver's forwarded link stops working).
 */
export class ScimSettings1797200100000 implements MigrationInterface {
  name = 'ScimSettings1797200100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "companies" ADD "scim_rotate_rep_links" boolean NOT NULL DEFAULT true`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "companies" DROP COLUMN "scim_rotate_rep_links"`);
  }
}
