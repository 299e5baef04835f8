import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A search right after a large upload answers in milliseconds, not seconds (issue 34). Until now a
 * row not yet in the trigram index was checked by computing its search text in the search itself:
 * after a 300,000-row upload each search computed 300,000 texts (about 1.4 s) for the 6 s the
 * indexer needed to write them under the GIN index.
 *
 * Indexing now has two steps. `ledger_search_stage_pending(batch)` writes the search text of
 * pending rows into `ledger_search_staged`, a plain table with no trigram index (cheap: no GIN
 * maintenance, tens of thousands of rows a batch); `ledger_search_index_staged(batch)` then moves
 * staged rows under the GIN index (`ledger_search`) as before. A search reads the indexed matches,
 * the staged texts that match (a plain LIKE over texts already computed, which only ever hold the
 * last few seconds' rows) and the rows still pending; each candidate is still checked against the
 * row itself, so the answer stays exact at every moment.
 *
 * The UPDATE and DELETE triggers drop a row's staged text as they drop its indexed text, and
 * TRUNCATE empties the staged table too. `ledger_search_index_pending` (straight into the GIN
 * index, used by the benches' loaders) is kept.
 */
export class LedgerSearchStaged1797500000000 implements MigrationInterface {
  name = 'LedgerSearchStaged1797500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "ledger_search_staged" (
        "id" integer NOT NULL,
        "company_id" integer NOT NULL,
        "text" text NOT NULL,
        CONSTRAINT "ledger_search_staged_pkey" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "ledger_search_staged_company_id_idx" ON "ledger_search_staged" ("company_id")`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_search_queue() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO ledger_search_pending (company_id, first_id, last_id)
            SELECT company_id, min(id), max(id) FROM new_rows GROUP BY company_id;
        ELSIF TG_OP = 'UPDATE' THEN
          DELETE FROM ledger_search s USING new_rows n WHERE s.id = n.id;
          DELETE FROM ledger_search_staged s USING new_rows n WHERE s.id = n.id;
          INSERT INTO ledger_search_pending (company_id, first_id, last_id)
            SELECT company_id, id, id FROM new_rows;
        ELSE
          DELETE FROM ledger_search s USING old_rows o WHERE s.id = o.id;
          DELETE FROM ledger_search_staged s USING old_rows o WHERE s.id = o.id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_search_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE ledger_search, ledger_search_pending, ledger_search_staged;
        RETURN NULL;
      END $$`);

    // As ledger_search_index_pending, into the staged table: up to `batch` rows of the oldest
    // pending range; answers the rows staged (0 when nothing is pending).
    await q.query(`
      CREATE FUNCTION ledger_search_stage_pending(batch integer) RETURNS integer
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
        INSERT INTO ledger_search_staged (id, company_id, text)
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

    // Moves up to `batch` staged texts under the trigram index; answers how many (0: none staged).
    await q.query(`
      CREATE FUNCTION ledger_search_index_staged(batch integer) RETURNS integer
      LANGUAGE plpgsql AS $$
      DECLARE
        done integer;
      BEGIN
        WITH picked AS (
               SELECT id FROM ledger_search_staged ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED),
             moved AS (
               DELETE FROM ledger_search_staged s USING picked p WHERE s.id = p.id
               RETURNING s.id, s.company_id, s.text)
        INSERT INTO ledger_search (id, company_id, text)
          SELECT id, company_id, text FROM moved
          ON CONFLICT (id) DO UPDATE SET company_id = EXCLUDED.company_id, text = EXCLUDED.text;
        GET DIAGNOSTICS done = ROW_COUNT;
        RETURN done;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Staged texts go back to pending, one range per company, before their table goes.
    await q.query(`
      INSERT INTO ledger_search_pending (company_id, first_id, last_id)
        SELECT company_id, min(id), max(id) FROM ledger_search_staged GROUP BY company_id`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_search_index_staged(integer)`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_search_stage_pending(integer)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_search_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE ledger_search, ledger_search_pending;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_search_queue() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`DROP TABLE IF EXISTS "ledger_search_staged"`);
  }
}
