import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `companies.data_version`: a number that changes in the same transaction as anything a rep's
 * portal answer is built from — the company's ledger rows, its calculator, and the company row
 * itself (name, logo, colour, features). The rep portal (rep-portal.service.ts) keeps each key's
 * answer for one data_version, so an answer is rebuilt only after a change, on every server
 * process, and never outlives the data it was read from.
 *
 * Triggers, not application code, bump it, so that no write path (an upload, an undo, a script
 * run with psql) can forget to. The ledger triggers are per statement with transition tables: a
 * 100,000-row upload bumps its company once, not 100,000 times.
 */
export class CompanyDataVersion1795900000000 implements MigrationInterface {
  name = 'CompanyDataVersion1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "companies" ADD "data_version" bigint NOT NULL DEFAULT 0`);

    // Any change to the company row is a new version (unless the statement set one itself).
    await q.query(`
      CREATE FUNCTION companies_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.data_version = OLD.data_version AND NEW IS DISTINCT FROM OLD THEN
          NEW.data_version := OLD.data_version + 1;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER companies_data_version BEFORE UPDATE ON "companies"
        FOR EACH ROW EXECUTE FUNCTION companies_bump_data_version()`);

    await q.query(`
      CREATE FUNCTION ledger_records_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE companies SET data_version = data_version + 1
           WHERE id IN (SELECT DISTINCT company_id FROM new_rows);
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE companies SET data_version = data_version + 1
           WHERE id IN (SELECT DISTINCT company_id FROM old_rows);
        ELSE
          UPDATE companies SET data_version = data_version + 1
           WHERE id IN (SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_records_data_version_insert AFTER INSERT ON "ledger_records"
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_records_bump_data_version()`);
    await q.query(`
      CREATE TRIGGER ledger_records_data_version_update AFTER UPDATE ON "ledger_records"
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_records_bump_data_version()`);
    await q.query(`
      CREATE TRIGGER ledger_records_data_version_delete AFTER DELETE ON "ledger_records"
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_records_bump_data_version()`);

    await q.query(`
      CREATE FUNCTION calculators_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE companies SET data_version = data_version + 1
         WHERE id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END,
                      CASE WHEN TG_OP = 'UPDATE' THEN OLD.company_id END);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER calculators_data_version AFTER INSERT OR UPDATE OR DELETE ON "calculators"
        FOR EACH ROW EXECUTE FUNCTION calculators_bump_data_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS calculators_data_version ON "calculators"`);
    await q.query(`DROP FUNCTION IF EXISTS calculators_bump_data_version()`);
    for (const op of ['insert', 'update', 'delete'])
      await q.query(`DROP TRIGGER IF EXISTS ledger_records_data_version_${op} ON "ledger_records"`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_records_bump_data_version()`);
    await q.query(`DROP TRIGGER IF EXISTS companies_data_version ON "companies"`);
    await q.query(`DROP FUNCTION IF EXISTS companies_bump_data_version()`);
    await q.query(`ALTER TABLE "companies" DROP COLUMN "data_version"`);
  }
}
