import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One statement trigger after INSERT on ledger_records instead of three (issue 12). The three
 * (data version, search queue, parent checks) each read the statement's new rows: an upload of
 * 100,000 rows was read four times after its COPY (DISTINCT company_id twice, company_id with
 * min/max id, DISTINCT upload_id). Now one pass groups the rows by (company_id, upload_id) — a
 * row or two for an upload — and the same three effects follow from that: 23503 for a company or
 * upload that does not exist, the id range of each (company, upload) queued for the search
 * (ledger_search_pending), and each company's data_version raised once. UPDATE, DELETE and
 * TRUNCATE keep their triggers.
 */
export class LedgerInsertTrigger1796800000000 implements MigrationInterface {
  name = 'LedgerInsertTrigger1796800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_records_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        g record;
        seen integer[] := '{}';
      BEGIN
        FOR g IN SELECT company_id, upload_id, min(id) AS first_id, max(id) AS last_id
                   FROM new_rows GROUP BY company_id, upload_id LOOP
          IF NOT g.company_id = ANY (seen) THEN
            IF NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = g.company_id) THEN
              RAISE EXCEPTION 'ledger_records.company_id names no company' USING ERRCODE = '23503';
            END IF;
            seen := seen || g.company_id;
          END IF;
          IF g.upload_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.id = g.upload_id) THEN
            RAISE EXCEPTION 'ledger_records.upload_id names no upload' USING ERRCODE = '23503';
          END IF;
          INSERT INTO ledger_search_pending (company_id, first_id, last_id)
            VALUES (g.company_id, g.first_id, g.last_id);
        END LOOP;
        UPDATE companies SET data_version = data_version + 1 WHERE id = ANY (seen);
        RETURN NULL;
      END $$`);
    for (const name of ['data_version', 'search', 'parents'])
      await q.query(`DROP TRIGGER IF EXISTS ledger_records_${name}_insert ON "ledger_records"`);
    await q.query(`
      CREATE TRIGGER ledger_records_after_insert AFTER INSERT ON "ledger_records"
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_records_after_insert()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS ledger_records_after_insert ON "ledger_records"`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_records_after_insert()`);
    const triggers: [string, string][] = [
      ['data_version', 'ledger_records_bump_data_version'],
      ['search', 'ledger_search_queue'],
      ['parents', 'ledger_records_check_parents'],
    ];
    for (const [name, fn] of triggers)
      await q.query(`
        CREATE TRIGGER ledger_records_${name}_insert AFTER INSERT ON "ledger_records"
          REFERENCING NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
  }
}
