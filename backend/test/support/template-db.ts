// Every test app starts on a copy of one migrated database instead of migrating a new one: on the
// PostgreSQL server a database made with CREATE DATABASE … TEMPLATE, on PGlite a copy of a migrated
// data directory. The template is made once per set of migrations (its name carries a hash of
// their files), by whichever jest worker asks first; the others wait for it. The app still runs
// its migrations (none are pending) and its seed at every start, as a real start does.
//
// A second level on the server, for this run only: the database as a test app's first start
// leaves it (the seed's users with their bcrypt hashes, the demo company when SEED_DEMO is on,
// the job queue's queues), one per set of seed settings (`seedSettingsKey`). A start on a copy
// finds all that in place, as a restart does, instead of hashing five passwords and creating the
// queues again: about a second of each of the API run's ~85 starts. It is made by a real start
// and lives only as long as the run (its name carries CB_TEST_RUN, which globalSetup sets, and
// the globalTeardown run-teardown.mjs drops it), so a changed seed is never read from an older
// run's copy.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { openPGlite } from '../../src/database/embedded-postgres.js';

const migrationsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'src',
  'database',
  'migrations',
);

/** A hash of every migration file: a changed migration makes a new template. */
const fingerprint = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
})();

/** `.ci/run` drops the `cb_tmpl_%` databases when it ends. */
const serverTemplateName = `cb_tmpl_${fingerprint}`;
/** This run's id (test/support/build-shared.mjs sets it once for every worker). */
const testRun = () => (process.env.CB_TEST_RUN ??= `p${process.pid}`);
/** The prefix of this run's seeded template databases (run-teardown.mjs drops what starts with it). */
const seededPrefix = () => `cb_tmpl_seeded_${testRun()}_`;

/**
 * The settings the seed reads (seed/seed.service.ts), as a key naming a seeded template; null when
 * a start must be a first start (production's seed replaces published passwords and logs what it
 * did, which tests read).
 */
export function seedSettingsKey(env: Record<string, string>): string | null {
  if ((env.NODE_ENV ?? 'test') !== 'test' || env.DATA_DIR || env.DATABASE_URL) return null;
  const seed = ['SEED_SUPER_EMAIL', 'SEED_SUPER_PASSWORD', 'SEED_DEMO', 'SEED_DEMO_PAY_RUNS'];
  return createHash('sha256')
    .update(JSON.stringify(seed.map((k) => env[k] ?? null)))
    .digest('hex')
    .slice(0, 10);
}
/** pg_advisory_lock key the workers share while one of them builds the template. */
const BUILD_LOCK = 0x63625f74;

async function migrate(options: ConstructorParameters<typeof DataSource>[0]): Promise<void> {
  const ds = new DataSource(options);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}

const withDatabase = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let serverTemplate: Promise<string> | null = null;

/** The migrated template database on the server behind baseUrl, made if it is missing. */
export function migratedServerTemplate(baseUrl: string): Promise<string> {
  serverTemplate ??= (async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        serverTemplateName,
      ]);
      if (!found.rowCount) {
        const building = `${serverTemplateName}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        await migrate(dataSourceOptions({ url: withDatabase(baseUrl, building) }));
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${serverTemplateName}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK]).catch(() => undefined);
      await admin.end();
    }
    return serverTemplateName;
  })();
  serverTemplate.catch(() => (serverTemplate = null));
  return serverTemplate;
}

/** CREATE DATABASE name from the template, retried while another worker is copying it too. */
export async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // "source database … is being accessed by other users": a moment's overlap with another copy.
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

const seededServer = new Map<string, Promise<string>>();

/**
 * This run's seeded template for `key` on the server behind baseUrl: a copy of the migrated
 * template on which `firstStart` ran (a test app started and closed), made if it is missing.
 */
export function seededServerTemplate(
  baseUrl: string,
  key: string,
  firstStart: (url: string) => Promise<void>,
): Promise<string> {
  let made = seededServer.get(key);
  if (made) return made;
  made = (async () => {
    const name = `${seededPrefix()}${key}`;
    const migrated = await migratedServerTemplate(baseUrl);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!found.rowCount) {
        const building = `${name}_b`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await createFromTemplate(admin, building, migrated);
        await firstStart(withDatabase(baseUrl, building));
        // The app closed its pools; a session still closing would block the rename.
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [building],
        );
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK]).catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  made.catch(() => seededServer.delete(key));
  seededServer.set(key, made);
  return made;
}

const pgliteTemplateDir = join(tmpdir(), `cb-pglite-template-${fingerprint}`);
const READY = '.cb-migrated';
let pgliteTemplate: Promise<string> | null = null;

/** A migrated PGlite data directory to copy, made if it is missing. */
export function migratedPGliteTemplate(): Promise<string> {
  pgliteTemplate ??= (async () => {
    if (existsSync(join(pgliteTemplateDir, READY))) return pgliteTemplateDir;
    const building = `${pgliteTemplateDir}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const pglite = await openPGlite(building);
    try {
      await migrate(dataSourceOptions({ pglite }));
    } finally {
      await pglite.close();
    }
    writeFileSync(join(building, READY), fingerprint);
    try {
      renameSync(building, pgliteTemplateDir);
    } catch {
      // Another worker finished first: use theirs.
      rmSync(building, { recursive: true, force: true });
    }
    // Templates of other migrations a day old are of no use any more (a younger one may belong
    // to another checkout's run).
    for (const entry of readdirSync(tmpdir())) {
      const other = join(tmpdir(), entry);
      if (entry.startsWith('cb-pglite-template-') && !entry.includes(fingerprint)) {
        if (Date.now() - statSync(other).mtimeMs > 86_400_000) {
          rmSync(other, { recursive: true, force: true });
        }
      }
    }
    return pgliteTemplateDir;
  })();
  pgliteTemplate.catch(() => (pgliteTemplate = null));
  return pgliteTemplate;
}

/** Puts a copy of the migrated PGlite template where DATA_DIR's database lives. */
export async function copyPGliteTemplate(pgdata: string): Promise<void> {
  const template = await migratedPGliteTemplate();
  cpSync(template, pgdata, { recursive: true, filter: (src) => !src.endsWith(READY) });
}
