// What the fault specs share: a server-only describe, raw and cut-off HTTP uploads to a running
// backend, and the checks that an upload left all or none of its rows.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { aCsv, someLedgerRows } from './builders.js';
import type { Built } from './built-backend.js';
import { DEMO_ADMIN } from './harness.js';

export const SERVER_URL = process.env.DATABASE_URL;
export const describeWithServer = SERVER_URL ? describe : describe.skip;
if (!SERVER_URL) {
  console.warn(
    'fault specs: DATABASE_URL is unset, so the PostgreSQL-server fault tests are skipped.',
  );
}

/** pg_stat_activity's query while an upload writes its rows (COPY on a server, INSERT on PGlite). */
export const WRITING_ROWS = `'^\\s*(COPY|INSERT INTO) ledger_records'`;

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Waits for one step of a fault test, at most `ms`: a step that hangs fails with its name, how
 * long it took and what the backend printed, instead of the whole test's timeout saying nothing.
 */
export async function within<T>(
  name: string,
  ms: number,
  work: Promise<T>,
  output: () => string = () => '',
): Promise<T> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`${name}: no result after ${ms} ms\n${output().slice(-4000)}`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
    console.log(`faults: ${name} took ${Date.now() - started} ms`);
  }
}

/** Every upload batch has exactly its row_count rows, and no row belongs to a missing batch. */
export const BATCH_MISMATCHES = `
  SELECT u.id, u.row_count, count(r.id)::int AS rows
    FROM uploads u LEFT JOIN ledger_records r ON r.upload_id = u.id
   GROUP BY u.id HAVING count(r.id) <> u.row_count
  UNION ALL
  SELECT r.upload_id, NULL, count(*)::int FROM ledger_records r
   WHERE NOT EXISTS (SELECT 1 FROM uploads u WHERE u.id = r.upload_id) GROUP BY r.upload_id`;

export const bulkCsv = (rows: number, tag: string) =>
  aCsv(
    someLedgerRows(rows, (i) => ({
      rep_email: `${tag}${i % 200}@example.com`,
      manual_note: `${tag} row ${i}`,
    })),
  );

/** Sends a request over a raw socket, stops after `fraction` of the body and destroys the socket. */
export async function sendPartly(
  port: number,
  path: string,
  auth: string,
  type: string,
  body: Buffer,
  fraction: number,
) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth}\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  const cut = Math.floor(body.length * fraction);
  await new Promise<void>((done) => socket.write(body.subarray(0, cut), () => done()));
  await sleep(150);
  socket.destroy();
}

/**
 * POSTs a body with node:http and reports when the last byte left (`sent`) and the answer
 * (`answer`, which rejects when the server dies).
 */
export function post(url: string, path: string, headers: Record<string, string>, body: Buffer) {
  let markSent!: () => void;
  let sendFailed!: (error: Error) => void;
  // `sent` also settles when the request fails before its last byte left (the server answered
  // early or died): a caller waiting for it must not wait for ever.
  const sent = new Promise<void>((done, fail) => ((markSent = done), (sendFailed = fail)));
  sent.catch(() => undefined);
  const answer = new Promise<{ status: number; text: string }>((done, fail) => {
    const req = http.request(
      `${url}${path}`,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          sendFailed(new Error(`answered ${res.statusCode} before the last byte was sent`));
          done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', fail);
      },
    );
    req.on('error', (error) => {
      sendFailed(error);
      fail(error);
    });
    req.end(body, markSent);
  });
  answer.catch(() => undefined);
  return { sent, answer };
}

/**
 * POSTs a multipart CSV upload to a built backend (see `post`). Every row is added (no duplicates
 * skipped), so the same file uploaded twice stores two batches of it.
 */
export const postCsv = (
  built: Built,
  auth: string,
  { body, type }: { body: Buffer; type: string },
) =>
  post(
    built.url,
    '/api/bee/ledger/csv?duplicates=add&pending=add',
    { Authorization: auth, 'Content-Type': type },
    body,
  );

/** CPU milliseconds a process has used (Linux: /proc/<pid>/stat's utime + stime, in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until a backend has done the work an upload left behind (statements frozen, the search
 * index, statistics): two half-seconds in a row in which its process used under a fifth of a
 * core. On PGlite that work shares the one process and its one connection with the next request.
 */
export async function settled(built: Built): Promise<void> {
  const pid = built.child.pid!;
  let last = cpuMs(pid);
  for (let quiet = 0; quiet < 2;) {
    await sleep(500);
    const now = cpuMs(pid);
    quiet = now - last < 100 ? quiet + 1 : 0;
    last = now;
  }
}

export async function loginTo(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

/** The ledger's total rows and upload batches as the API reports them. */
export async function ledgerState(url: string, auth: string) {
  const page = (await (
    await fetch(`${url}/api/bee/ledger?page=1&pageSize=1`, { headers: { Authorization: auth } })
  ).json()) as {
    total: number;
  };
  const uploads = (await (
    await fetch(`${url}/api/bee/uploads`, { headers: { Authorization: auth } })
  ).json()) as {
    row_count: number;
  }[];
  return { total: page.total, batches: uploads.map((u) => u.row_count) };
}
