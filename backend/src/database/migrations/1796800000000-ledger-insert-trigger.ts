import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One statement trigger after INSERT on ledger_records instead of three (issue 12). The three
 * (data version, search queue, parent checks) each read the statement's new rows: an upload of
 * 100,000 rows was read four times after its COPY (DISTINCT company_id twice, company_id with
 * min/max id, DISTINCT upload_id). Now one pass groups the rows by (company_id, upload_id) — a
 * row for an upload — and the same three effects follow, per company: 23503 for a company or an
 * upload that does not exist, the company's id range queued for the search
 * (ledger_search_pending), and its data_version raised once. UPDATE, DELETE and
 * TRUNCATE keep their triggers.
 */
export class LedgerInsertTrigger1796800000000 implements MigrationInterface {
  name = 'LedgerInsertTrigger1796800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_records_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        c record;
      BEGIN
        FOR c IN SELECT company_id, min(first_id) AS first_id, max(last_id) AS last_id,
                        array_agg(upload_id) FILTER (WHERE upload_id IS NOT NULL) AS upload_ids
                   FROM (SELECT company_id, upload_id, min(id) AS first_id, max(id) AS last_id
                           FROM new_rows GROUP BY company_id, upload_id) g
                  GROUP BY company_id LOOP
          IF NOT EXISTS (SELECT 1 FROM companies WHERE id = c.company_id) THEN
            RAISE EXCEPTION 'ledger_records.company_id names no company' USING ERRCODE = '23503';
          END IF;
          IF EXISTS (SELECT 1 FROM unnest(c.upload_ids) AS n(id)
                      WHERE NOT EXISTS (SELECT 1 FROM uploads u WHERE u.id = n.id)) THEN
            RAISE EXCEPTION 'ledger_records.upload_id names no upload' USING ERRCODE = '23503';
          END IF;
          INSERT INTO ledger_search_pending (company_id, first_id, last_id)
            VALUES (c.company_id, c.first_id, c.last_id);
          UPDATE companies SET data_version = data_version + 1 WHERE id = c.company_id;
        END LOOP;
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
