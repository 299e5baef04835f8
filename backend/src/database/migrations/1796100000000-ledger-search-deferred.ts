import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger search's trigram index leaves the upload path (issue 12). Measured on the server,
 * 100,000 rows: COPY into ledger_records with the trigram index over every row took 9.95 s, into
 * the bare table 0.31 s. Now:
 *
 * - `ledger_search` holds each row's search text (ledger_search_text(…), unchanged, so the
 *   search means exactly what it meant) under the trigram index, filled AFTER an upload has
 *   committed, a batch at a time, by `ledger_search_index_pending(batch)` (LedgerSearchIndexer
 *   calls it in the background; one batch is one short transaction, so on PGlite other tenants'
 *   requests run between batches).
 * - `ledger_search_pending` lists, per company, the id ranges of rows not indexed yet: one row per
 *   INSERT statement (an upload's COPY adds one row, not 100,000), and one per updated row.
 * - A search takes as candidates the indexed matches plus every pending row, and checks each
 *   candidate against ledger_search_text of the row itself: exact at every moment, also while a
 *   large upload is still being indexed and after rows change outside the API.
 *
 * No foreign key points at ledger_records (TRUNCATE keeps working): a statement trigger removes
 * the search rows of deleted rows, and TRUNCATE empties both tables.
 */
export class LedgerSearchDeferred1796100000000 implements MigrationInterface {
  name = 'LedgerSearchDeferred1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "ledger_records_search_trgm_idx"`);
    await q.query(`
      CREATE TABLE "ledger_search" (
        "id" integer NOT NULL,
        "company_id" integer NOT NULL,
        "text" text NOT NULL,
        CONSTRAINT "ledger_search_pkey" PRIMARY KEY ("id"))`);
    await q.query(`
      CREATE TABLE "ledger_search_pending" (
        "id" SERIAL NOT NULL,
        "company_id" integer NOT NULL,
        "first_id" integer NOT NULL,
        "last_id" integer NOT NULL,
        CONSTRAINT "ledger_search_pending_pkey" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "ledger_search_pending_company_id_idx" ON "ledger_search_pending" ("company_id")`,
    );
    await q.query(
      `ALTER TABLE "ledger_search_pending" ADD CONSTRAINT "ledger_search_pending_company_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q.query(`
      CREATE FUNCTION ledger_search_queue() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO ledger_search_pending (company_id, first_id, last_id)
            SELECT company_id, min(id), max(id) FROM new_rows GROUP BY company_id;
        ELSIF TG_OP = 'UPDATE' THEN
          DELETE FROM ledger_search s USING new_rows n WHERE s.id = n.id;
          INSERT INTO ledger_search_pending (company_id, first_id, last_id)
            SELECT company_id, id, id FROM new_rows;
        ELSE
          DELETE FROM ledger_search s USING old_rows o WHERE s.id = o.id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_records_search_insert AFTER INSERT ON "ledger_records"
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_search_queue()`);
    await q.query(`
      CREATE TRIGGER ledger_records_search_update AFTER UPDATE ON "ledger_records"
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_search_queue()`);
    await q.query(`
      CREATE TRIGGER ledger_records_search_delete AFTER DELETE ON "ledger_records"
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_search_queue()`);
    await q.query(`
      CREATE FUNCTION ledger_search_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE ledger_search, ledger_search_pending;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_records_search_truncate AFTER TRUNCATE ON "ledger_records"
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_search_forget_all()`);

    // Indexes up to `batch` rows of the oldest pending range; answers the rows indexed (0 when
    // nothing is pending). SKIP LOCKED: several server processes share the work.
    await q.query(`
      CREATE FUNCTION ledger_search_index_pending(batch integer) RETURNS integer
      LANGUAGE plpgsql AS $$
      DECLARE
        p ledger_search_pending;
        upto integer;
        done integer;
      BEGIN
        SELECT * INTO p FROM ledger_search_pending ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;
        IF NOT FOUND THEN RETURN 0; END IF;
        SELECT max(b.id) INTO upto FROM (
          SELECT id FROM ledger_records WHERE id BETWEEN p.first_id AND p.last_id
           ORDER BY id LIMIT batch) b;
        IF upto IS NULL THEN
          DELETE FROM ledger_search_pending WHERE id = p.id;
          RETURN 1;
        END IF;
        INSERT INTO ledger_search (id, company_id, text)
          SELECT id, company_id, ledger_search_text(rep_name, rep_email, item_name, item_pay_type,
                   manager_email, manual_note, breakdown, pay_status, pay_date, amount, id)
            FROM ledger_records WHERE id BETWEEN p.first_id AND upto
          ON CONFLICT (id) DO UPDATE SET company_id = EXCLUDED.company_id, text = EXCLUDED.text;
        GET DIAGNOSTICS done = ROW_COUNT;
        IF upto >= p.last_id THEN
          DELETE FROM ledger_search_pending WHERE id = p.id;
        ELSE
          UPDATE ledger_search_pending SET first_id = upto + 1 WHERE id = p.id;
        END IF;
        RETURN greatest(done, 1);
      END $$`);

    // Rows already in the ledger become pending, one range per company.
    await q.query(`
      INSERT INTO ledger_search_pending (company_id, first_id, last_id)
        SELECT company_id, min(id), max(id) FROM ledger_records GROUP BY company_id`);

    const [{ available }] = (await q.query(
      `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS available`,
    )) as { available: boolean }[];
    if (available) {
      await q.query(
        `CREATE INDEX "ledger_search_text_trgm_idx" ON "ledger_search" USING gin ("text" gin_trgm_ops)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete', 'truncate'])
      await q.query(`DROP TRIGGER IF EXISTS ledger_records_search_${op} ON "ledger_records"`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_search_index_pending(integer)`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_search_forget_all()`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_search_queue()`);
    await q.query(`DROP TABLE IF EXISTS "ledger_search_pending"`);
    await q.query(`DROP TABLE IF EXISTS "ledger_search"`);
    const [{ available }] = (await q.query(
      `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS available`,
    )) as { available: boolean }[];
    if (available) {
      await q.query(`
        CREATE INDEX IF NOT EXISTS "ledger_records_search_trgm_idx" ON "ledger_records" USING gin (
          ledger_search_text(rep_name, rep_email, item_name, item_pay_type, manager_email, manual_note,
            breakdown, pay_status, pay_date, amount, id) gin_trgm_ops)`);
    }
  }
}
