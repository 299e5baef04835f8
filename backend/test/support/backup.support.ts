// What the backup specs share: per-table checksums, an app on a given DATA_DIR (embedded or on a
// server database), temp folders and the describes that run only embedded or only on a server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config.js';
import { testAppOn, usingServer, type TestApp } from './harness.js';

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** md5 of every row of every table in public (rows as text, sorted), filtered where asked. */
export async function checksums(
  query: Query,
  where: (table: string, columns: string[]) => string = () => '',
): Promise<Record<string, string>> {
  const tables = (await query(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       -- UNLOGGED tables (guess_counts: guessing-limit counters) are empty after any recovery,
       -- a restore included, by PostgreSQL's design: nothing of them is compared.
       AND c.relpersistence <> 'u'
     GROUP BY c.relname ORDER BY c.relname`,
  )) as { name: string; columns: string[] | string }[];
  const sums: Record<string, string> = {};
  for (const t of tables) {
    const columns = Array.isArray(t.columns) ? t.columns : t.columns.slice(1, -1).split(',');
    const [row] = await query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS sum
       FROM public."${t.name}" x ${where(t.name, columns)}`,
    );
    sums[t.name] = `${row.n as number} rows ${row.sum as string}`;
  }
  return sums;
}

/** The real app on an embedded database in dataDir, whatever DATABASE_URL says. */
export async function embeddedApp(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  return appOn(dataDir, { DATABASE_URL: '', ...env });
}

export async function appOn(dataDir: string, env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SEED_DEMO_PAY_RUNS: 'false',
    PUBLIC_URL: 'http://portal.test',
    ...env,
  });
  return testAppOn(config);
}

export const BACKUP_FILE = /^commissionbee-.*\.sql$/;
export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
export const dbQuery =
  (t: TestApp): Query =>
  (sql) =>
    t.db.query(sql);

export const embeddedOnly = usingServer() ? describe.skip : describe;
export const serverOnly = usingServer() ? describe : describe.skip;
