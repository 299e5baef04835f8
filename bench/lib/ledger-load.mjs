// Loading a bench's data straight into its database (a direct session, openDirect): ledger rows by
// COPY with their search text indexed, rep keys and companies.
import { randomBytes } from 'node:crypto';
import { note } from './cli.mjs';
import { copyCsvChunks } from './ledger-files.mjs';
import { ledgerRows } from './ledger-rows.mjs';

/**
 * Loads `n` bench rows for `companyId` with COPY, 100,000 rows per COPY, then writes their search
 * text into the search index as the server does after an upload (so that the server does not do
 * it in the background while it is being measured); answers COPY's rows/s.
 */
export async function copyLedger(direct, n, people, companyId) {
  const batchRows = 100_000;
  const started = process.hrtime.bigint();
  for (let start = 0; start < n; start += batchRows) {
    const count = Math.min(batchRows, n - start);
    const rows = ledgerRows(start + count, people, start);
    await direct.copyCsv([...copyCsvChunks(rows, companyId)]);
    if (n > batchRows) note(`COPY ${start + count} / ${n}`);
  }
  const rate = n / (Number(process.hrtime.bigint() - started) / 1e9);
  await indexSearch(direct);
  return rate;
}

/** Indexes every pending ledger row's search text (migration LedgerSearchDeferred). */
export async function indexSearch(direct) {
  const [{ present }] = await direct.query(
    `SELECT to_regproc('ledger_search_index_pending') IS NOT NULL AS present`,
  );
  if (!present) return;
  const started = Date.now();
  let indexed = 0;
  for (;;) {
    const [{ n }] = await direct.query(`SELECT ledger_search_index_pending(20000) AS n`);
    if (n > 0) {
      indexed += n;
      continue;
    }
    // 0 also answers while the running server's own indexer holds the last pending range (it
    // takes them with SKIP LOCKED, and stages rows before it indexes them): wait until it has
    // finished too, so that nothing is indexed in the background of the timed steps.
    const [{ busy }] = await direct.query(
      `SELECT EXISTS (SELECT 1 FROM ledger_search_pending) OR
              (to_regclass('ledger_search_staged') IS NOT NULL AND
               EXISTS (SELECT 1 FROM ledger_search_staged)) AS busy`,
    );
    if (!busy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  note(
    `search index: ${indexed} rows here, the rest by the server, all in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Live view keys for every person, inserted as the upload does (one per email). */
export async function createRepKeys(direct, companyId, people) {
  const keys = people.map(() => randomBytes(24).toString('base64url'));
  await direct.query(
    `INSERT INTO rep_keys (company_id, email, view_key)
     SELECT $1, e.email, e.view_key FROM unnest($2::varchar[], $3::varchar[]) AS e(email, view_key)`,
    [companyId, people.map((p) => p.email), keys],
  );
  const rows = await direct.query(
    `SELECT id, email, view_key FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL`,
    [companyId],
  );
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  return people.map((p) => ({
    ...p,
    keyId: byEmail.get(p.email).id,
    viewKey: byEmail.get(p.email).view_key,
  }));
}

/** A company with the calculator and the commission % switched on. */
export async function createCompany(direct, name) {
  const [row] = await direct.query(
    `INSERT INTO companies (name, features) VALUES ($1, $2) RETURNING id`,
    [name, ['whatif-calc', 'show-commission-pct']],
  );
  return row.id;
}
