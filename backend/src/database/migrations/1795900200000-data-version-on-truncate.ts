import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TRUNCATE fires no row or INSERT/UPDATE/DELETE statement trigger, so CompanyDataVersion's
 * triggers miss it: emptying ledger_records or calculators that way now bumps every company's
 * data_version, so no kept rep-portal answer or ledger count outlives the rows.
 */
export class DataVersionOnTruncate1795900200000 implements MigrationInterface {
  name = 'DataVersionOnTruncate1795900200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION companies_bump_every_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE companies SET data_version = data_version + 1;
        RETURN NULL;
      END $$`);
    for (const table of ['ledger_records', 'calculators'])
      await q.query(`
        CREATE TRIGGER ${table}_data_version_truncate AFTER TRUNCATE ON "${table}"
          FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_every_data_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['ledger_records', 'calculators'])
      await q.query(`DROP TRIGGER IF EXISTS ${table}_data_version_truncate ON "${table}"`);
    await q.query(`DROP FUNCTION IF EXISTS companies_bump_every_data_version()`);
  }
}
