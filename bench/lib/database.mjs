/* global Blob */
// The database of a bench run: a fresh one (a new database on the PostgreSQL server of
// DATABASE_URL, or PGlite in a temporary DATA_DIR), and a direct session on it for setup and COPY.
// PGlite is opened and locked by the built backend's own code (database/embedded-postgres.js).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { onCleanup } from './cleanup.mjs';
import { MAIN_JS, ensureBuilt } from './paths.mjs';

/**
 * With DATABASE_URL (or `serverUrl`): a new database on that server, dropped at cleanup.
 * Without: a temporary DATA_DIR for PGlite, removed at cleanup.
 */
export async function freshDatabase({
  serverUrl = process.env.DATABASE_URL,
  label = 'bench',
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `cb-${label}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    onCleanup(removeDir);
    return { kind: 'pglite', dataDir, url: null, name: null };
  }
  const name = `cb_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  onCleanup(async () => {
    removeDir();
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  return { kind: 'postgres', dataDir, url: url.toString(), name };
}

/** The backend's PGlite opener (it takes DATA_DIR's lock), from the built server bench runs. */
async function embeddedPostgres() {
  ensureBuilt();
  return import(pathToFileURL(join(dirname(MAIN_JS), 'database', 'embedded-postgres.js')).href);
}

const copyColumns = (table) =>
  `${table} (company_id, pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type, amount, manager_email, breakdown, manual_note)`;

/**
 * A direct session on the database: pg on a server (any time), or PGlite in this process on the
 * same data directory (only while the backend is stopped: it holds pgdata.lock while running).
 * `copyCsv(chunks, table?)` COPYs CSV text (copyColumns order) into ledger_records or `table`.
 */
export async function openDirect(db) {
  if (db.kind === 'postgres') {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    return {
      kind: db.kind,
      async query(sql, params) {
        return (await client.query(sql, params)).rows;
      },
      async copyCsv(chunks, table = 'ledger_records') {
        const stream = client.query(
          copyStreams.from(`COPY ${copyColumns(table)} FROM STDIN WITH (FORMAT csv)`),
        );
        await pipeline(Readable.from(chunks, { objectMode: false }), stream);
      },
      close: () => client.end(),
    };
  }
  const { openEmbeddedPostgres } = await embeddedPostgres();
  // The product's extensions too, so that a trigram index can be maintained by COPY.
  const { pglite, close } = await openEmbeddedPostgres(db.dataDir);
  return {
    kind: db.kind,
    async query(sql, params) {
      return (await pglite.query(sql, params)).rows;
    },
    async copyCsv(chunks, table = 'ledger_records') {
      const blob = new Blob(Array.isArray(chunks) ? chunks : [...chunks], { type: 'text/csv' });
      await pglite.query(`COPY ${copyColumns(table)} FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob,
      });
    },
    close,
  };
}

/**
 * How often each index of the ledger's tables was used (pg_stat_user_indexes.idx_scan), to find
 * indexes no query uses. On PGlite, call it after the server has stopped (the counts are saved
 * when the database shuts down).
 */
export async function indexUsage(db) {
  const direct = await openDirect(db);
  try {
    const rows = await direct.query(
      `SELECT indexrelname AS name, idx_scan::int AS scans FROM pg_stat_user_indexes
        WHERE relname IN ('ledger_records', 'ledger_search', 'ledger_search_pending', 'uploads', 'rep_keys')
        ORDER BY relname, indexrelname`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.scans]));
  } finally {
    await direct.close();
  }
}
