// The built backend (backend/dist/main.js) as a child process, for tests that kill it: PGlite in
// dataDir, or the given server database. Shared by the fault and activity-log specs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const MAIN = join(ROOT, 'backend', 'dist', 'main.js');

/** Builds the backend (and the shared library) unless dist/ already holds them. */
export function ensureBuilt() {
  if (existsSync(MAIN) && existsSync(join(ROOT, 'libs', 'shared', 'dist'))) return;
  const build = spawnSync('npx', ['nx', 'run', '@commissionbee/backend:build'], {
    cwd: ROOT,
    env: { ...process.env, NX_DAEMON: 'false' },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`backend build failed:\n${build.stdout}\n${build.stderr}`);
}

/**
 * For a describe that runs the built backend: builds it if needed before the tests and gives them
 * a fresh data folder, removed afterwards. Answers the folder's path (set once the tests run).
 */
export function builtBackendDataDir(prefix: string): () => string {
  let dir = '';
  beforeAll(() => {
    ensureBuilt();
    dir = mkdtempSync(join(tmpdir(), prefix));
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A port for a child backend to listen on. Not one that listen(0) hands out: between this probe and
 * the child's own bind, another jest worker's in-process app or webhook receiver (listening on port
 * 0) could take the same port, and the test would then talk to that server instead (seen in CI: a
 * login answered "ok" by another spec's webhook receiver). So the ports come from below Linux's
 * ephemeral range (32768–60999), in a block of 1,000 per jest worker.
 */
const PORT_BLOCK = 20_000 + (Number(process.env.JEST_WORKER_ID ?? '0') % 12) * 1_000;
let portOffset = process.pid % 1_000;

function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 1_000; tries++) {
    const port = PORT_BLOCK + portOffset;
    portOffset = (portOffset + 1) % 1_000;
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${PORT_BLOCK}–${PORT_BLOCK + 999}`);
}

/** The built backend as a child process (PGlite in dataDir, or the given server database). */
export interface Built {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

export async function startBuilt(
  dataDir: string,
  databaseUrl = '',
  extraEnv: Record<string, string> = {},
): Promise<Built> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: '',
    SEED_DEMO: 'false',
    SEED_DEMO_PAY_RUNS: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'faults-test-secret-that-is-long-enough-0123',
    ...extraEnv,
  };
  delete env.NODE_OPTIONS; // jest's --experimental-vm-modules is not the product's
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`backend exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok)
        return { url, child, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`backend did not become healthy:\n${output}`);
}
