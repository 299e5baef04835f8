import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an upload's COPY paid for besides the search index (issue 12; 100,000 rows on the server,
 * measured by removing one thing at a time): the two foreign keys of ledger_records took about
 * 45 % of the COPY — one trigger event and two index probes per row — and the index
 * (company_id, pay_date) about 10 %, though no query uses it (ledger_records_company_newest_idx,
 * (company_id, pay_date DESC NULLS FIRST, id DESC), answers every pay-date lookup).
 *
 * The same guarantees, once per statement instead of once per row: an INSERT or UPDATE of ledger
 * rows fails (23503) when a row names a company or an upload that does not exist, checked over
 * the statement's distinct ids; deleting an upload or a company deletes its rows.
 */
export class LedgerIngestChecks1796100100000 implements MigrationInterface {
  name = 'LedgerIngestChecks1796100100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "ledger_records_company_pay_date_idx"`);
    await q.query(
      `ALTER TABLE "ledger_records" DROP CONSTRAINT IF EXISTS "FK_6e11876eb6e6480a3e047852000"`,
    );
    await q.query(
      `ALTER TABLE "ledger_records" DROP CONSTRAINT IF EXISTS "FK_d7fb124ca9d79a994af5b756189"`,
    );
    await q.query(`
      CREATE FUNCTION ledger_records_check_parents() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM (SELECT DISTINCT company_id FROM new_rows) n
                    WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = n.company_id)) THEN
          RAISE EXCEPTION 'ledger_records.company_id names no company' USING ERRCODE = '23503';
        END IF;
        IF EXISTS (SELECT 1 FROM (SELECT DISTINCT upload_id FROM new_rows) n
                    WHERE n.upload_id IS NOT NULL
                      AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.id = n.upload_id)) THEN
          RAISE EXCEPTION 'ledger_records.upload_id names no upload' USING ERRCODE = '23503';
        END IF;
        RETURN NULL;
      END $$`);
    for (const op of ['INSERT', 'UPDATE'])
      await q.query(`
        CREATE TRIGGER ledger_records_parents_${op.toLowerCase()} AFTER ${op} ON "ledger_records"
          REFERENCING NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION ledger_records_check_parents()`);
    await q.query(`
      CREATE FUNCTION ledger_records_delete_with_parent() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'uploads' THEN
          DELETE FROM ledger_records WHERE upload_id IN (SELECT id FROM old_rows);
        ELSE
          DELETE FROM ledger_records WHERE company_id IN (SELECT id FROM old_rows);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['uploads', 'companies'])
      await q.query(`
        CREATE TRIGGER ${table}_delete_ledger_records AFTER DELETE ON "${table}"
          REFERENCING OLD TABLE AS old_rows
          FOR EACH STATEMENT EXECUTE FUNCTION ledger_records_delete_with_parent()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['uploads', 'companies'])
      await q.query(`DROP TRIGGER IF EXISTS ${table}_delete_ledger_records ON "${table}"`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_records_delete_with_parent()`);
    for (const op of ['insert', 'update'])
      await q.query(`DROP TRIGGER IF EXISTS ledger_records_parents_${op} ON "ledger_records"`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_records_check_parents()`);
    await q.query(
      `ALTER TABLE "ledger_records" ADD CONSTRAINT "FK_6e11876eb6e6480a3e047852000" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "ledger_records" ADD CONSTRAINT "FK_d7fb124ca9d79a994af5b756189" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `CREATE INDEX "ledger_records_company_pay_date_idx" ON "ledger_records" ("company_id", "pay_date")`,
    );
  }
}
