import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `guess_counts`: the login, password and view-key guessing limits, counted in the database so
 * that they hold whichever replica takes a request (auth/guess-counts.repository.ts). UNLOGGED:
 * counts are worth no WAL and may be lost in a crash (the limits start afresh, nothing else).
 */
export class GuessCounts1796000000000 implements MigrationInterface {
  name = 'GuessCounts1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE UNLOGGED TABLE "guess_counts" ("key" text NOT NULL, "count" integer NOT NULL, "expires_at" timestamptz NOT NULL, CONSTRAINT "guess_counts_pkey" PRIMARY KEY ("key"))`,
    );
    await q.query(`CREATE INDEX "guess_counts_expires_at_idx" ON "guess_counts" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "guess_counts"`);
  }
}
