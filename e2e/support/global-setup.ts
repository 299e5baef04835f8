// Starts the built product once for all browser tests: the backend on a free port with a fresh
// database (a new one on the DATABASE_URL server, else PGlite in a temp dir), the demo seed, and a
// real SMTP sink on 127.0.0.1 that writes every message it receives to a folder the tests read.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
  }
}

const root = resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => done(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('backend did not become healthy');
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'cb-e2e-'));
  const mailDir = join(work, 'mail');
  mkdirSync(mailDir);
  let mailCount = 0;
  // Addresses with '.refuse-once.' are refused (550, final) the first time they are seen, as a
  // mailbox that was full and then emptied; '.slow.' ones take 2 s, so a send shows its progress.
  const refusedOnce = new Set<string>();
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const email = address.address.toLowerCase();
      if (email.includes('.refuse-once.') && !refusedOnce.has(email)) {
        refusedOnce.add(email);
        const error = new Error('Mailbox full') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const slow = session.envelope.rcptTo.some((r) => r.address.includes('.slow.'));
        setTimeout(() => keep(), slow ? 2_000 : 0);
      });
      const keep = () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        writeFileSync(
          join(mailDir, `${Date.now()}-${++mailCount}.json`),
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        callback();
      };
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', () => done()));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const name = `cb_e2e_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }

  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const backend = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The browser tests upload to the demo company and expect the specification's flow
      // (review off); the demo's pay runs are checked by backend/test/api/demo-pay-runs.
      SEED_DEMO_PAY_RUNS: 'false',
      // Portal opens two seconds apart are separate visits, so a test can make a "last visit".
      REP_VISIT_GAP_SECONDS: '2',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, backend);
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);

  return async () => {
    backend.kill('SIGTERM');
    await new Promise((r) => (backend.exitCode !== null ? r(null) : backend.once('exit', r)));
    await new Promise<void>((done) => smtp.close(() => done()));
    await dropDatabase?.();
    rmSync(work, { recursive: true, force: true });
  };
}
