import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger search (GET /bee/ledger?search=) as one trigram-indexed expression: every searchable
 * field as the API writes it, lower-cased and joined with chr(31), so that
 * `ledger_search_text(…) LIKE '%needle%'` (ledger-search.ts) is answered by a GIN trigram index
 * instead of a scan of every row. The index needs pg_trgm: on a server without it, and on PGlite
 * unless the extension is loaded (embedded-postgres.ts), only the function is made and the search
 * works unindexed.
 */
export class LedgerSearchTrigram1795382400000 implements MigrationInterface {
  name = 'LedgerSearchTrigram1795382400000';

  async up(q: QueryRunner): Promise<void> {
    // IMMUTABLE holds: to_char with these fixed patterns reads no locale setting or time zone.
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_search_text(
        rep_name text, rep_email text, item_name text, item_pay_type text, manager_email text,
        manual_note text, breakdown jsonb, pay_status text, pay_date date, amount numeric, id integer)
      RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT lower(concat_ws(chr(31), rep_name, rep_email, item_name, item_pay_type, manager_email,
          manual_note, breakdown::text,
          CASE WHEN pay_status = 'PAID' THEN to_char(pay_date, 'YYYY-MM-DD') ELSE pay_status END,
          amount::text, to_char(amount, 'FM999,999,999,990.00'), id::text))
      $$`);
    const [{ available }] = (await q.query(
      `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS available`,
    )) as { available: boolean }[];
    if (!available) return;
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE INDEX IF NOT EXISTS "ledger_records_search_trgm_idx" ON "ledger_records" USING gin (
        ledger_search_text(rep_name, rep_email, item_name, item_pay_type, manager_email, manual_note,
          breakdown, pay_status, pay_date, amount, id) gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "ledger_records_search_trgm_idx"`);
    await q.query(
      `DROP FUNCTION IF EXISTS ledger_search_text(text, text, text, text, text, text, jsonb, text, date, numeric, integer)`,
    );
  }
}
