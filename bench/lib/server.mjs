// The BUILT backend as a child process on a free port, logged in as the bench's super user.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { children, onCleanup } from './cleanup.mjs';
import { note } from './cli.mjs';
import { openDirect } from './database.mjs';
import { DEMO_ADMIN, MAIN_JS, ROOT, ensureBuilt } from './paths.mjs';

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
    // No mail server in a bench: portal emails go to DATA_DIR/outbox, on purpose.
    MAIL_OUTBOX: 'true',
    DATA_DIR: db.dataDir,
    // The repository's built apps, also when BENCH_BACKEND is a build elsewhere: static file
    // middleware runs in front of the API, so it belongs in the figures.
    STATIC_ROOT: ROOT,
    ...env,
  };
  if (db.url) childEnv.DATABASE_URL = db.url;
  else delete childEnv.DATABASE_URL;
  const started = Date.now();
  // BENCH_SERVER_NODE_FLAGS: Node's own flags for the server (e.g. --trace-gc), which NODE_OPTIONS
  // does not allow.
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, MAIN_JS], {
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
 * On PGlite the server's one session is the database: three quick /api/health answers in a row.
 */
export async function waitQuiet(db, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  if (db.kind !== 'postgres') {
    // PGlite runs in the server's process, one query at a time: while the background work of the
    // last upload (ANALYZE, search indexing in batches) runs, a health check waits for a batch.
    // Quiet is three quick answers in a row.
    let quick = 0;
    while (server && quick < 3 && Date.now() < deadline) {
      const started = performance.now();
      await fetch(`${server.base}/api/health`);
      quick = performance.now() - started < 25 ? quick + 1 : 0;
      await new Promise((r) => setTimeout(r, 100));
    }
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
