// Two real app processes (the built backend/dist) on one PostgreSQL database, as the README's
// scaling section runs them: what one replica does, the other sees at once; and a replica killed
// (SIGKILL) in the middle of a send loses no rep's email — the other finishes the send within a
// minute, repeating at most the messages that were in flight at the moment of the kill.
// PostgreSQL server only (DATABASE_URL): PGlite is one process on one machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { SendProgress } from '@commissionbee/shared/types';
import { freePort } from '../support/built-backend.js';
import { freshServerDatabase, usingServer } from '../support/harness.js';
import { startMailSink, type MailSink } from '../support/mail-sink.js';

const backend = resolve(import.meta.dirname, '..', '..');
const DEMO_ADMIN = { email: 'admin@demosolar.example', password: 'DemoAdmin-2024' };
const SECRET = 'replica-test-secret-that-is-long-enough-0123';
/** How many messages one replica can have in flight: its delivery batch (SMTP pool × 2). */
const IN_FLIGHT_PER_REPLICA = 10;
const REPS = 60;

interface Replica {
  name: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
}

async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `cb-${name}-`));
  const child = spawn(process.execPath, [join(backend, 'dist', 'main.js')], {
    cwd: backend,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://portal.test',
      JWT_SECRET: SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${name} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { name, url, child, dataDir };
}

async function stop(replica: Replica | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!replica) return;
  if (replica.child.exitCode === null && replica.child.signalCode === null) {
    const exited = new Promise((r) => replica.child.once('exit', r));
    replica.child.kill(signal);
    await exited;
  }
  rmSync(replica.dataDir, { recursive: true, force: true });
}

async function call<T = unknown>(
  replica: Replica,
  path: string,
  init: { method?: string; token?: string; key?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.key) headers['X-View-Key'] = init.key;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${replica.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a gzipped portal answer is decoded by fetch; anything else stays text)
  }
  return { status: res.status, body: body as T };
}

async function login(replica: Replica, who: { email: string; password: string }) {
  const res = await call<{ token: string }>(replica, '/auth/login', { method: 'POST', body: who });
  if (res.status !== 200) throw new Error(`login on ${replica.name}: ${res.status}`);
  return res.body.token;
}

const repEmail = (i: number) => `replica.rep${String(i).padStart(3, '0')}@demosolar.example`;
const aRow = (i: number, payDate = '2024-03-05') => ({
  pay_date: payDate,
  rep_name: `Replica Rep ${i}`,
  rep_email: repEmail(i),
  item_name: `Job ${i}`,
  item_pay_type: 'M1 - Install',
  amount: 100 + i,
  manager_email: null,
});

const describeOnServer = usingServer() ? describe : describe.skip;

describeOnServer('two replicas on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let sink: MailSink;
  let a: Replica | undefined;
  let b: Replica | undefined;

  beforeAll(async () => {
    if (!existsSync(join(backend, 'dist', 'main.js'))) {
      execFileSync(
        process.execPath,
        [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
        {
          cwd: backend,
        },
      );
    }
    database = await freshServerDatabase(process.env.DATABASE_URL!);
    // A slow mail provider: each message takes 150 ms, so a send of 60 is still going when killed.
    sink = await startMailSink({ delayMs: 150 });
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
    };
    // One after the other: the first creates the schema, the second finds it.
    a = await startReplica('replica-a', env);
    b = await startReplica('replica-b', env);
  }, 200_000);

  afterAll(async () => {
    await stop(a);
    await stop(b);
    await sink?.close();
    await database?.drop();
  }, 60_000);

  it('serves an upload made on one replica from the other at once', async () => {
    const tokenA = await login(a!, DEMO_ADMIN);
    const tokenB = await login(b!, DEMO_ADMIN);
    const before = await call<unknown[]>(b!, '/bee/ledger', { token: tokenB });
    const up = await call<{ message: string }>(a!, '/bee/ledger', {
      method: 'POST',
      token: tokenA,
      body: { data: Array.from({ length: REPS }, (_, i) => aRow(i)) },
    });
    expect(up.body.message).toBe('success');
    const after = await call<unknown[]>(b!, '/bee/ledger', { token: tokenB });
    expect(after.body.length - before.body.length).toBe(REPS);
  });

  it('kills a link rotated on one replica on the other at once', async () => {
    const tokenA = await login(a!, DEMO_ADMIN);
    const email = repEmail(1);
    const key = await call<{ view_key: string }>(
      a!,
      `/bee/view-keys/?email=${encodeURIComponent(email)}`,
      { token: tokenA },
    );
    expect((await call(b!, '/bee/rep-key-data', { key: key.body.view_key })).status).toBe(200);
    const rotated = await call(a!, '/bee/view-keys/rotate', {
      method: 'POST',
      token: tokenA,
      body: { email },
    });
    expect(rotated.status).toBe(201);
    expect((await call(b!, '/bee/rep-key-data', { key: key.body.view_key })).status).toBe(404);
  });

  it('ends on the other replica the sessions of a user whose password changed on one', async () => {
    const onB = await login(b!, DEMO_ADMIN);
    const onA = await login(a!, DEMO_ADMIN);
    expect((await call(b!, '/me', { token: onB })).status).toBe(200);
    const me = await call<{ user_id: number }>(a!, '/me', { token: onA });
    const changed = await call(a!, `/users/${me.body.user_id}/password`, {
      method: 'PATCH',
      token: onA,
      body: { oldPassword: DEMO_ADMIN.password, newPassword: 'Replica-Pass-2099' },
    });
    expect(changed.status).toBe(200);
    expect((await call(b!, '/me', { token: onB })).status).toBe(401);
    // Put it back for the next test.
    const fresh = await login(b!, { email: DEMO_ADMIN.email, password: 'Replica-Pass-2099' });
    const back = await call(b!, `/users/${me.body.user_id}/password`, {
      method: 'PATCH',
      token: fresh,
      body: { oldPassword: 'Replica-Pass-2099', newPassword: DEMO_ADMIN.password },
    });
    expect(back.status).toBe(200);
  });

  it('counts failed logins and unknown view keys across both replicas', async () => {
    // From an address of their own (the replicas trust the loopback proxy's X-Forwarded-For), so
    // the other tests' logins from 127.0.0.1 are not limited.
    const from = (replica: Replica, path: string, init: RequestInit, address: string) =>
      fetch(`${replica.url}/api${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address },
      }).then((res) => res.status);
    const wrongLogin = (replica: Replica, i: number) =>
      from(
        replica,
        '/auth/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: DEMO_ADMIN.email, password: `Wrong-Guess-${i}` }),
        },
        '198.51.100.77',
      );
    const logins: number[] = [];
    // Five failures spread over both replicas: a limit kept per process would allow ten.
    for (let i = 0; i < 6; i++) logins.push(await wrongLogin(i % 2 === 0 ? a! : b!, i));
    expect(logins).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await wrongLogin(a!, 6)).toBe(429);

    const unknownKey = (replica: Replica, i: number) =>
      from(
        replica,
        '/bee/rep-key-data',
        { headers: { 'X-View-Key': `not-a-key-${i}-${'x'.repeat(20)}` } },
        '198.51.100.78',
      );
    const keys: number[] = [];
    for (let i = 0; i < 31; i++) keys.push(await unknownKey(i % 2 === 0 ? a! : b!, i));
    expect(keys.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(keys[30]).toBe(429);
    expect(await unknownKey(b!, 31)).toBe(429);
  });

  it('loses no email when the replica that took a send is killed, and repeats at most its in-flight messages', async () => {
    sink.messages.length = 0;
    const tokenA = await login(a!, DEMO_ADMIN);
    const emails = Array.from({ length: REPS }, (_, i) => repEmail(i));
    const started = await call<{ id: string; total: number }>(a!, '/mail/rep-portals/', {
      method: 'POST',
      token: tokenA,
      body: { pay_date: '3/5/2024', rep_emails: emails },
    });
    expect(started.status).toBe(202);
    expect(started.body.total).toBe(REPS);

    await sink.waitFor(8, 30_000);
    a!.child.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((r) => a!.child.once('exit', r));
    const deliveredAtKill = sink.messages.length;
    expect(deliveredAtKill).toBeLessThan(REPS); // the send really was cut in the middle

    // Replica B finishes it: every rep gets their link within a minute of the kill.
    const tokenB = await login(b!, DEMO_ADMIN);
    let progress: SendProgress | null = null;
    while (Date.now() - killedAt < 60_000) {
      progress = (await call<SendProgress>(b!, `/mail/sends/${started.body.id}`, { token: tokenB }))
        .body;
      if (progress.state !== 'sending') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(progress).toMatchObject({ state: 'sent', sent: REPS, failed: [] });
    const recipients = sink.messages.map((m) => m.to[0]);
    expect(new Set(recipients)).toEqual(new Set(emails));
    const duplicates = recipients.length - new Set(recipients).size;
    console.log(
      `[replicas] ${deliveredAtKill} of ${REPS} delivered at the kill; all ${REPS} ${Math.round((Date.now() - killedAt) / 1000)} s later; ${duplicates} sent twice`,
    );
    expect(duplicates).toBeLessThanOrEqual(IN_FLIGHT_PER_REPLICA);
  }, 120_000);
});
