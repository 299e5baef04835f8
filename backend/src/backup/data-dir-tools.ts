// What the command-line tools do (cli.ts parses the arguments): a backup of the embedded database
// in DATA_DIR, a restore into an empty DATA_DIR, and the move to a PostgreSQL server. Each takes
// DATA_DIR's lock first, so none of them runs beside a server using the same directory.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source.js';
import { lockDataDir, openPGlite, pgdataOf } from '../database/embedded-postgres.js';
import { DIR_MODE, restoreDumpFile, writeDumpFile } from './dump-file.js';
import { pgliteSource } from './snapshot.js';
import {
  listSequences,
  listTables,
  setvalSql,
  tableChunks,
  type DumpSource,
  type TableInfo,
} from './dump-catalog.js';

export class DataToolError extends Error {}

/** Files of DATA_DIR a restore may leave where they are: the backups and a stale lock. */
const NOT_DATA = new Set(['backups', 'pgdata.lock']);

export const backupHeader = () => `CommissionBee backup taken ${new Date().toISOString()}`;

function requireDatabase(dataDir: string): void {
  if (!existsSync(join(pgdataOf(dataDir), 'PG_VERSION'))) {
    throw new DataToolError(`There is no embedded database in ${dataDir} (DATA_DIR).`);
  }
}

/** `npm run backup -- --out FILE` */
export async function backupDataDir(
  dataDir: string,
  outFile: string,
): Promise<{ tables: number; bytes: number }> {
  requireDatabase(dataDir);
  const release = lockDataDir(dataDir);
  try {
    const pglite = await openPGlite(pgdataOf(dataDir));
    try {
      return await writeDumpFile(pgliteSource(pglite), outFile, backupHeader());
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

/** `npm run restore -- FILE [--force]`; answers where a replaced database was moved, if any. */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  force: boolean,
): Promise<{ replacedTo: string | null }> {
  const present = existsSync(dataDir) ? readdirSync(dataDir).filter((f) => !NOT_DATA.has(f)) : [];
  if (present.length > 0 && !force) {
    throw new DataToolError(
      `${dataDir} (DATA_DIR) is not empty (${present.join(', ')}). Restore into an empty directory (set DATA_DIR), or add --force to replace its database (the current one is kept beside it).`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  const release = lockDataDir(dataDir);
  try {
    const target = pgdataOf(dataDir);
    const restoring = `${target}.restoring`;
    rmSync(restoring, { recursive: true, force: true });
    const pglite = await openPGlite(restoring);
    try {
      await restoreDumpFile(file, pglite);
    } catch (error) {
      await pglite.close();
      rmSync(restoring, { recursive: true, force: true });
      throw error;
    }
    await pglite.close();
    let replacedTo: string | null = null;
    if (existsSync(target)) {
      replacedTo = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, replacedTo);
    }
    renameSync(restoring, target);
    return { replacedTo };
  } finally {
    release();
  }
}

export interface MoveReport {
  counts: { table: string; rows: number }[];
  databaseUrl: string;
  /** The secret generated in DATA_DIR (for callers that start the app; never printed). */
  jwtSecret: string | null;
  /** Where that secret is kept: what the command tells the user instead of the secret. */
  jwtSecretFile: string | null;
  /** Jobs of the queue (pg-boss) that were waiting and are not moved. */
  queuedJobs: number;
}

/** Parents before children, so foreign keys hold while each table is copied. */
function orderByForeignKeys(
  tables: TableInfo[],
  references: { child: string; parent: string }[],
): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      throw new DataToolError(
        `The tables reference each other in a circle (${[...path, name].join(' → ')}).`,
      );
    }
    state.set(name, 'visiting');
    for (const r of references) {
      if (r.child === name && r.parent !== name && byName.has(r.parent))
        visit(r.parent, [...path, name]);
    }
    state.set(name, 'done');
    ordered.push(byName.get(name)!);
  };
  for (const t of tables) visit(t.name, []);
  return ordered;
}

/**
 * `npm run move-to-postgres -- postgres://…`: the same migrations on the (empty) server
 * database, then every table's rows, the sequences, and a row count check per table.
 */
export async function moveToPostgres(
  dataDir: string,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<MoveReport> {
  requireDatabase(dataDir);
  const release = lockDataDir(dataDir);
  const pglite = await openPGlite(pgdataOf(dataDir)).catch((error) => {
    release();
    throw error;
  });
  const server = new pg.Client({ connectionString: databaseUrl });
  try {
    try {
      await server.connect();
    } catch (error) {
      throw new DataToolError(
        `Cannot connect to ${safeUrl(databaseUrl)}: ${(error as Error).message}`,
      );
    }
    const { rows: existing } = await server.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    if (existing.length > 0) {
      throw new DataToolError(
        `The database at ${safeUrl(databaseUrl)} is not empty (${existing.map((t) => t.name).join(', ')}). Create an empty one (e.g. createdb commissionbee) and run again.`,
      );
    }

    // Both sides on the same schema: the embedded one brought up to date the way a start would,
    // the server created by the same migrations.
    log('Running the migrations on both databases…');
    for (const target of [{ pglite }, { url: databaseUrl }] as const) {
      const ds = new DataSource(dataSourceOptions(target, { poolSize: 1 }));
      await ds.initialize();
      try {
        await ds.runMigrations({ transaction: 'each' });
      } finally {
        await ds.destroy();
      }
    }

    const source = pgliteSource(pglite);
    const tables = await listTables(source);
    const references = await source.query<{ child: string; parent: string }>(`
      SELECT pg_catalog.format('%I.%I', cn.nspname, c.relname) AS child,
             pg_catalog.format('%I.%I', pn.nspname, p.relname) AS parent
      FROM pg_catalog.pg_constraint con
      JOIN pg_catalog.pg_class c ON c.oid = con.conrelid JOIN pg_catalog.pg_namespace cn ON cn.oid = c.relnamespace
      JOIN pg_catalog.pg_class p ON p.oid = con.confrelid JOIN pg_catalog.pg_namespace pn ON pn.oid = p.relnamespace
      WHERE con.contype = 'f' AND cn.nspname = 'public'`);
    const ordered = orderByForeignKeys(tables, references);
    const { rows: serverTables } = await server.query<{ name: string }>(
      `SELECT pg_catalog.format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const onServer = new Set(serverTables.map((t) => t.name));
    const missing = tables.filter((t) => !onServer.has(t.name)).map((t) => t.name);
    if (missing.length > 0) {
      throw new DataToolError(
        `The migrations did not create ${missing.join(', ')} on the server; this version of CommissionBee does not know these tables.`,
      );
    }

    log(`Copying ${tables.length} tables…`);
    await server.query('BEGIN');
    try {
      // Triggers (data_version bumps) stay quiet while rows arrive as they were; the migrations'
      // own rows (the migrations table, anything seeded by a migration) give way to the source's.
      for (const t of ordered) await server.query(`ALTER TABLE ${t.name} DISABLE TRIGGER USER`);
      await server.query(`TRUNCATE ${ordered.map((t) => t.name).join(', ')}`);
      for (const table of ordered) {
        const columns = table.columns.join(', ');
        for await (const chunk of tableChunks(source, table)) {
          const into = server.query(copyFrom(`COPY ${table.name} (${columns}) FROM STDIN`));
          await pipeline(Readable.from([Buffer.from(chunk)]), into);
        }
      }
      for (const seq of await listSequences(source)) await server.query(setvalSql(seq));
      for (const t of ordered) await server.query(`ALTER TABLE ${t.name} ENABLE TRIGGER USER`);
      await server.query('COMMIT');
    } catch (error) {
      await server.query('ROLLBACK').catch(() => undefined);
      throw error;
    }

    const counts: MoveReport['counts'] = [];
    const mismatched: string[] = [];
    for (const table of tables) {
      const [{ n: here }] = await source.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table.name}`,
      );
      const {
        rows: [{ n: there }],
      } = await server.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table.name}`);
      counts.push({ table: table.name, rows: there });
      if (here !== there) mismatched.push(`${table.name}: ${here} here, ${there} on the server`);
    }
    if (mismatched.length > 0) {
      throw new DataToolError(`Row counts differ after the copy: ${mismatched.join('; ')}`);
    }

    const queuedJobs = await waitingJobs(source);
    const secretFile = join(dataDir, 'jwt-secret');
    return {
      counts,
      databaseUrl,
      jwtSecret: existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : null,
      jwtSecretFile: existsSync(secretFile) ? secretFile : null,
      queuedJobs,
    };
  } finally {
    await server.end().catch(() => undefined);
    await pglite.close();
    release();
  }
}

/** Jobs still waiting in pg-boss's queue, when there is one: they are not moved. */
async function waitingJobs(source: DumpSource): Promise<number> {
  const [{ present }] = await source.query<{ present: boolean }>(
    `SELECT to_regclass('pgboss.job') IS NOT NULL AS present`,
  );
  if (!present) return 0;
  const [{ n }] = await source.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE state::text IN ('created', 'retry', 'active')`,
  );
  return n;
}

/**
 * The line to start the product on the server with, and what to keep: the URL with its password
 * masked and the JWT secret read from its file by the shell, so neither lands in a terminal's
 * scrollback, a CI log or a screen share.
 */
export function moveStartLines(
  report: Pick<MoveReport, 'databaseUrl' | 'jwtSecretFile'>,
): string[] {
  const url = safeUrl(report.databaseUrl);
  const masked = url !== report.databaseUrl;
  const secret = report.jwtSecretFile
    ? ` JWT_SECRET="$(cat ${shellQuote(report.jwtSecretFile)})"`
    : '';
  const lines = [`  DATABASE_URL=${shellQuote(url)}${secret} npm start`];
  if (masked) lines.push('\n(*** stands for the database password you gave: put it back there.)');
  lines.push(
    report.jwtSecretFile
      ? `\nThe JWT_SECRET was generated in DATA_DIR and is kept in ${report.jwtSecretFile}; keep that file (or copy its content into your secret store): signed-in admins and scripts keep working with it.`
      : '\nStart it with the JWT_SECRET you set for this installation.',
  );
  return lines;
}

/** A word the shell reads back as it is. */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The URL without its password, for messages. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the database URL';
  }
}
