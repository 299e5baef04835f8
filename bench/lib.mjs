/* global Blob, setInterval, clearInterval */
// Shared pieces of the benchmarks: a fresh database (a new database on the PostgreSQL server of
// DATABASE_URL, or PGlite in a temporary DATA_DIR), the BUILT backend as a child process on a free
// port, a direct connection for COPY, deterministic ledger rows, percentiles, the server's RSS,
// and autocannon run in a child process so that the client does not share the server's thread.
import { execSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(BENCH_DIR, '..');
/** The built server; BENCH_BACKEND points at another build (e.g. a scratch worktree with a patch). */
export const MAIN_JS = process.env.BENCH_BACKEND || join(ROOT, 'backend', 'dist', 'main.js');
/**
 * Who the benches log in as: the super user (an admin of the demo company, 10). The server runs
 * with NODE_ENV=production, where the demo users have no published password.
 */
export const DEMO_ADMIN = {
  email: 'super@commissionbee.local',
  password: 'Bench-Super-Password-1',
  companyId: 10,
};

// ---------------------------------------------------------------------------------------------
// Command line and output

/**
 * `--rows 1000 --seconds 5` or `--rows=1000` → { rows: 1000, seconds: 5 } (numbers when they look
 * like numbers). Through a nested `npm run` (npm run test:load -- --seconds 60) npm keeps the flags
 * for itself: it hands them over as npm_config_<name> variables (with `--seconds=60`) or, with
 * `--seconds 60`, as npm_config_seconds=true and a bare 60; both are read for the keys of `defaults`.
 */
export function parseArgs(argv = process.argv.slice(2), defaults = {}) {
  const out = { ...defaults };
  const given = new Set();
  const positionals = [];
  const typed = (value) =>
    /^-?\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : value === 'true'
        ? true
        : value === 'false'
          ? false
          : value;
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) {
      positionals.push(argv[i]);
      continue;
    }
    const key = match[1].replace(/-(\w)/g, (_, c) => c.toUpperCase());
    let value = match[2];
    if (value === undefined)
      value = argv[i + 1] !== undefined && !argv[i + 1].startsWith('--') ? argv[++i] : 'true';
    out[key] = typed(value);
    given.add(key);
  }
  const swallowed = [];
  for (const key of Object.keys(defaults)) {
    const value = process.env[`npm_config_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`];
    if (value === undefined || given.has(key)) continue;
    if (value === 'true' && typeof defaults[key] !== 'boolean') swallowed.push(key);
    else out[key] = typed(value);
  }
  if (swallowed.length === 1 && positionals.length === 1) out[swallowed[0]] = typed(positionals[0]);
  else if (swallowed.length) {
    throw new Error(
      `npm kept the values of ${swallowed.map((k) => `--${k}`).join(', ')}: write them as --name=VALUE`,
    );
  }
  return out;
}

/** Progress goes to stderr; stdout carries only the one JSON line. */
export function note(...parts) {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
}

export function machine() {
  const [one, five, fifteen] = loadavg().map((v) => +v.toFixed(2));
  return { cores: cpus().length, loadavg_1_5_15: [one, five, fifteen], node: process.version };
}

export const round = (value, digits = 1) =>
  value === null || value === undefined ? value : +value.toFixed(digits);

// ---------------------------------------------------------------------------------------------
// Cleanup on every exit path

const cleanups = [];
function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}
async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      note('cleanup failed:', error.message);
    }
  }
}
/** Child processes still running when this process exits anyhow (a crash, a closed pipe) are killed. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.stderr.on('error', () => {}); // progress to a closed pipe must not abort a run mid-way
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    note(`${signal}: cleaning up`);
    cleanupAll().finally(() => process.exit(130));
  });
}

/** Runs a bench body, always cleaning up; a thrown error exits 1 after cleanup. */
export async function runBench(body) {
  let code = 0;
  try {
    code = (await body()) ?? 0;
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    await cleanupAll();
  }
  process.exit(code);
}

// ---------------------------------------------------------------------------------------------
// The database: a fresh one per run

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

// ---------------------------------------------------------------------------------------------
// The built backend as a child process

function ensureBuilt() {
  if (existsSync(MAIN_JS)) return;
  note('backend/dist is missing: building (nx run-many -t build)');
  execSync('npx nx run-many -t build', {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, tail, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it answered:\n${tail.join('\n')}`,
      );
    }
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `the server did not answer /api/health within ${timeoutMs / 1000} s:\n${tail.join('\n')}`,
  );
}

/**
 * Starts `node backend/dist/main.js` on `db` (from freshDatabase) with LOG_LEVEL=warn and
 * SEED_DEMO=false, waits for /api/health and logs in as the super user (DEMO_ADMIN).
 */
export async function startServer(db, { env = {} } = {}) {
  ensureBuilt();
  const port = await freePort();
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: (db.jwtSecret ??= randomBytes(32).toString('hex')),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SEED_SUPER_PASSWORD: DEMO_ADMIN.password,
    DATA_DIR: db.dataDir,
    // The repository's built apps, also when BENCH_BACKEND is a build elsewhere: static file
    // middleware runs in front of the API, so it belongs in the figures.
    STATIC_ROOT: ROOT,
    ...env,
  };
  if (db.url) childEnv.DATABASE_URL = db.url;
  else delete childEnv.DATABASE_URL;
  const started = Date.now();
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      for (const line of text.split('\n').filter(Boolean)) {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        process.stderr.write(`[server] ${line.slice(0, 500)}\n`);
      }
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const unregister = onCleanup(stop);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child, tail);
  const token = await login(base);
  return {
    base,
    pid: child.pid,
    startMs: Date.now() - started,
    auth: { Authorization: `Bearer ${token}` },
    async stop() {
      await stop();
      unregister();
    },
  };
}

/**
 * Starts the server on `db` (its migrations create the schema), runs `load(direct)` on a direct
 * session (openDirect) and answers {server, loaded: what `load` answered}. PGlite has one session,
 * which the running server holds, so there the server stops for the load and starts again after.
 */
export async function startServerWithData(db, load) {
  let server = await startServer(db);
  note(`server up on ${db.kind} in ${server.startMs} ms; loading the data`);
  if (db.kind === 'pglite') await server.stop();
  const direct = await openDirect(db);
  let loaded;
  try {
    loaded = await load(direct);
  } finally {
    await direct.close();
  }
  if (db.kind === 'pglite') server = await startServer(db);
  return { server, loaded };
}

/**
 * Waits until the server's database is idle — no other query running, such as an ANALYZE the
 * server started in the background after an upload — so that the next timed step runs alone.
 * On PGlite the server's one session is the database: a /api/health answer means it is free.
 */
export async function waitQuiet(db, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  if (db.kind !== 'postgres') {
    if (server) await fetch(`${server.base}/api/health`);
    return;
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    let quiet = 0;
    while (quiet < 3 && Date.now() < deadline) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
      );
      quiet = rows[0].busy === 0 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await client.end();
  }
}

async function login(base) {
  const { email, password } = DEMO_ADMIN;
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

// ---------------------------------------------------------------------------------------------
// A direct connection for setup and COPY

const copyColumns = (table) =>
  `${table} (company_id, pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type, amount, manager_email, breakdown, manual_note)`;

function takePgliteLock(dataDir) {
  const lockFile = join(dataDir, 'pgdata.lock');
  let fd;
  try {
    fd = openSync(lockFile, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    let alive = false;
    try {
      process.kill(owner, 0);
      alive = true;
    } catch (e) {
      alive = e.code === 'EPERM';
    }
    if (owner && alive)
      throw new Error(`${lockFile} is held by process ${owner}: stop the server first`);
    rmSync(lockFile, { force: true });
    fd = openSync(lockFile, 'wx');
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lockFile, { force: true });
}

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
  const release = takePgliteLock(db.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // pg_trgm too, so that a trigram index (if the schema has one) can be maintained by COPY.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create(join(db.dataDir, 'pgdata'), { extensions: { pg_trgm } });
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
      async close() {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
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

// ---------------------------------------------------------------------------------------------
// Deterministic ledger rows

/** A small seeded random number generator: the same seed, the same numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Maya',
  'Liam',
  'Ava',
  'Noah',
  'Zoe',
  'Ethan',
  'Iris',
  'Lucas',
  'Nora',
  'Owen',
  'Ruby',
  'Mateo',
  'Leah',
  'Caleb',
  'Sofia',
  'Jonah',
  'Elena',
  'Wyatt',
  'Hazel',
  'Diego',
];
const LAST = [
  'Brooks',
  'Nguyen',
  'Patel',
  'Garcia',
  'Kim',
  'Okafor',
  'Rossi',
  'Silva',
  'Cohen',
  'Ward',
  'Hughes',
  'Moreno',
  'Tanaka',
  'Fischer',
  'Novak',
  'Reyes',
  'Larsen',
  'Dubois',
  'Murphy',
  'Singh',
];
const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Birch',
  'Willow',
  'Aspen',
  'Lakeview',
  'Hillcrest',
];
const PAY_TYPES = [
  'Commission',
  'Commission',
  'Commission',
  'Bonus',
  'Override',
  'Adjustment',
  'Spiff',
  'Chargeback',
];
const SEED = 7;
const PAY_DAYS = 78; // three years of biweekly Fridays
const FIRST_PAY_DAY = Date.UTC(2023, 0, 6);

/**
 * The people of a bench company: `reps` reps (rep0001@…); the first `managers` reps are also
 * managers, each with a team of `teamSize` reps taken from the reps after them.
 */
export function makePeople({ reps = 1000, managers = 20, teamSize = 10 } = {}) {
  const people = [];
  for (let i = 0; i < reps; i++) {
    const number = String(i + 1).padStart(4, '0');
    people.push({
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${number}`,
      email: `rep${number}@bench.example`,
      manager_email: null,
    });
  }
  for (let m = 0; m < Math.min(managers, reps); m++) {
    for (let t = 0; t < teamSize; t++) {
      const member = people[managers + m * teamSize + t];
      if (!member) break;
      member.manager_email = people[m].email;
    }
  }
  return people;
}

/** Row `j` of a bench ledger (same j, same row): rep j % reps, a pay date or PENDING/CANCELLED, … */
function ledgerRow(j, people) {
  const rand = mulberry32((SEED * 0x9e3779b1) ^ Math.imul(j + 1, 0x85ebca6b));
  const rep = people[j % people.length];
  const roll = rand();
  const payDate =
    roll < 0.02
      ? 'PENDING'
      : roll < 0.03
        ? 'CANCELLED'
        : new Date(FIRST_PAY_DAY + Math.floor(rand() * PAY_DAYS) * 14 * 86_400_000)
            .toISOString()
            .slice(0, 10);
  const payType = PAY_TYPES[Math.floor(rand() * PAY_TYPES.length)];
  const cents = 5_000 + Math.floor(rand() * 495_000);
  const amount = ((payType === 'Chargeback' ? -cents : cents) / 100).toFixed(2);
  const customer = `${LAST[Math.floor(rand() * LAST.length)]} Residence ${100 + Math.floor(rand() * 9_900)} ${STREETS[Math.floor(rand() * STREETS.length)]} St`;
  const kw = (4 + rand() * 10).toFixed(1);
  const breakdown =
    rand() < 0.4
      ? [
          `System ${kw} kW`,
          `Rate $0.${20 + Math.floor(rand() * 30)}/W`,
          'single-line',
          `Total $${amount}`,
        ]
      : null;
  const manualNote =
    rand() < 0.1 ? `Adjusted per ticket ${1000 + Math.floor(rand() * 9000)}` : null;
  return {
    pay_date: payDate,
    rep_name: rep.name,
    rep_email: rep.email,
    item_name: customer,
    item_pay_type: payType,
    amount,
    manager_email: rep.manager_email,
    breakdown,
    manual_note: manualNote,
  };
}

export function* ledgerRows(n, people, from = 0) {
  for (let j = from; j < n; j++) yield ledgerRow(j, people);
}

const CSV_TITLES = [
  'Pay Date',
  'Rep Name',
  'Rep Email',
  'Item Name',
  'Item Pay Type',
  'Amount',
  'Manager Email',
  'Breakdown',
  'Manual Note',
];

/** The cells the upload file and COPY share, from Rep Name to Manual Note. */
function sharedCells(r) {
  return [
    r.rep_name,
    r.rep_email,
    r.item_name,
    r.item_pay_type,
    r.amount,
    r.manager_email,
    r.breakdown && JSON.stringify(r.breakdown),
    r.manual_note,
  ];
}

function csvCell(value) {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The upload file (the CSV an admin uploads), as one string. */
export function uploadCsv(rows) {
  const lines = [CSV_TITLES.join(',')];
  for (const r of rows) {
    lines.push([r.pay_date, ...sharedCells(r)].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The JSON records the upload screen POSTs as {data: [...]}. */
export function jsonRecords(rows) {
  return rows.map((r) => ({
    pay_date: r.pay_date,
    rep_name: r.rep_name,
    rep_email: r.rep_email,
    item_name: r.item_name,
    item_pay_type: r.item_pay_type,
    amount: Number(r.amount),
    manager_email: r.manager_email,
    breakdown: r.breakdown,
    manual_note: r.manual_note,
  }));
}

/** COPY text (CSV, copyColumns order; an unquoted empty cell is NULL), in chunks of `chunkRows`. */
export function* copyCsvChunks(rows, companyId, chunkRows = 10_000) {
  let lines = [];
  for (const r of rows) {
    const dated = r.pay_date !== 'PENDING' && r.pay_date !== 'CANCELLED';
    const status = [companyId, dated ? r.pay_date : null, dated ? 'PAID' : r.pay_date];
    lines.push([...status, ...sharedCells(r)].map(csvCell).join(','));
    if (lines.length >= chunkRows) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length) yield `${lines.join('\n')}\n`;
}

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
    const rows = (function* () {
      for (let j = start; j < start + count; j++) yield ledgerRow(j, people);
    })();
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
    if (n === 0) break;
    indexed += n;
  }
  note(`search index: ${indexed} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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

// ---------------------------------------------------------------------------------------------
// Statistics

/** Nearest-rank min, p50, p90, p99 and max of a list of numbers. */
export function summarize(values) {
  if (!values.length) return { n: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (p) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return {
    n: sorted.length,
    min: round(sorted[0], 2),
    p50: round(at(50), 2),
    p90: round(at(90), 2),
    p99: round(at(99), 2),
    max: round(sorted[sorted.length - 1], 2),
  };
}

/** The figures every report gives of a load run (cannon() or a bare-query loop). */
export function throughputFigures(run) {
  return {
    requests: run.requests,
    req_per_s: run.req_per_s,
    p50_ms: run.latency_ms.p50,
    p90_ms: run.latency_ms.p90,
    p99_ms: run.latency_ms.p99,
    max_ms: run.latency_ms.max,
  };
}

/**
 * Times `fn(i)` `runs` times after `warmup` untimed runs (i < 0), or fewer (at least `minRuns`) when they
 * take longer than `budgetMs` in all; answers the latencies in ms.
 */
export async function timeRuns(fn, { runs = 20, warmup = 2, budgetMs = 30_000, minRuns = 3 } = {}) {
  for (let i = 0; i < warmup; i++) await fn(-1 - i);
  const times = [];
  const started = Date.now();
  while (times.length < runs && (times.length < minRuns || Date.now() - started < budgetMs)) {
    const t = process.hrtime.bigint();
    await fn(times.length);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return times;
}

// ---------------------------------------------------------------------------------------------
// Memory of the server process

/** VmRSS of a process, in MB (NaN once it has gone). */
export function readRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rss_mb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN) / 1024 };
  } catch {
    return { rss_mb: NaN };
  }
}

/** Samples the RSS of `pid` every `intervalMs` until stop(), which answers the samples and peak. */
export function sampleRss(pid, intervalMs = 100) {
  const samples = [];
  const take = () => samples.push({ t: Date.now(), ...readRss(pid) });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const values = samples.map((s) => s.rss_mb).filter(Number.isFinite);
      return { samples, peak_rss_mb: Math.max(...values) };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// autocannon in a child process

/**
 * Runs autocannon in a child process (bench/workers/cannon.mjs) against `paths` in rotation.
 * `scenarios` is one or more {name, url, paths, headers, connections, duration}; they run at
 * the same time in the same child. Answers {name: summary} with exact latency percentiles.
 */
export function cannon(scenarios) {
  return new Promise((resolve, reject) => {
    const child = fork(join(BENCH_DIR, 'workers', 'cannon.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    const unregister = onCleanup(() => child.kill('SIGKILL'));
    let result = null;
    child.on('message', (message) => {
      if (message.error) reject(new Error(message.error));
      else result = message.result;
    });
    child.on('exit', (code) => {
      children.delete(child);
      unregister();
      if (result) resolve(result);
      else reject(new Error(`autocannon child exited with ${code} and no result`));
    });
    child.send({ scenarios });
  });
}
