// Uploads cut off by the client or by a killed server leave all or none of their rows.
// The process tests run the BUILT backend (backend/dist/main.js) as a child process.
import { readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { LedgerUploadService } from '../../src/uploads/ledger-upload.service.js';
import { multipart, someLedgerRows } from '../support/builders.js';
import { builtBackendDataDir, startBuilt, type Built } from '../support/built-backend.js';
import {
  BATCH_MISMATCHES,
  bulkCsv,
  describeWithServer,
  ledgerState,
  loginTo,
  postCsv,
  sendPartly,
  SERVER_URL,
  settled,
  sleep,
  within,
  WRITING_ROWS,
} from '../support/faults.support.js';
import { freshServerDatabase, startSignedIn, type TestApp } from '../support/harness.js';

describe('an upload cut off by the client', () => {
  let t: TestApp;
  let auth: string;
  let port: number;
  const ingests: Promise<unknown>[] = [];
  const counts = async () =>
    (
      await t.db.query(
        `SELECT (SELECT count(*)::int FROM ledger_records) AS rows, (SELECT count(*)::int FROM uploads) AS uploads`,
      )
    )[0];

  beforeAll(async () => {
    ({ t, auth } = await startSignedIn());
    // Record each ingest the controller starts, to know when a request the client left is done.
    const ledger = t.app.app.get(LedgerUploadService);
    const ingest = ledger.ingest.bind(ledger);
    ledger.ingest = (...args: Parameters<typeof ingest>) => {
      const running = ingest(...args);
      ingests.push(running.catch(() => undefined));
      return running;
    };
    await t.app.app.listen(0, '127.0.0.1');
    port = (t.app.app.getHttpServer().address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => t?.close());

  afterEach(async () => {
    expect(await t.db.query(BATCH_MISMATCHES)).toEqual([]);
    expect((await t.http.get('/api/health')).body).toMatchObject({ status: 'ok' });
  });

  it('stores nothing of a multipart CSV whose client goes away half-way', async () => {
    const before = await counts();
    const { body, type } = multipart(bulkCsv(20_000, 'abort-csv'));
    await sendPartly(port, '/api/bee/ledger/csv', auth, type, body, 0.5);
    await sleep(500);
    expect(await counts()).toEqual(before);
  });

  it('stores nothing of a JSON upload whose client goes away half-way', async () => {
    const before = await counts();
    const body = Buffer.from(
      JSON.stringify({
        data: someLedgerRows(20_000, (i) => ({ rep_email: `abort-json${i % 50}@example.com` })),
      }),
    );
    await sendPartly(port, '/api/bee/ledger', auth, 'application/json', body, 0.5);
    await sleep(500);
    expect(await counts()).toEqual(before);
  });

  it('stores all or none of an upload whose client goes away right after the last byte', async () => {
    const before = await counts();
    const { body, type } = multipart(bulkCsv(20_000, 'abort-late'));
    const started = ingests.length;
    await sendPartly(port, '/api/bee/ledger/csv', auth, type, body, 1);
    // The server goes on without its client: wait for its ingest to settle, however it ends.
    for (let i = 0; i < 600 && ingests.length === started; i++) await sleep(50);
    expect(ingests).toHaveLength(started + 1);
    await Promise.all(ingests);
    const last = await counts();
    expect([before.rows, before.rows + 20_000]).toContain(last.rows);
    expect(last.uploads - before.uploads).toBe(last.rows === before.rows ? 0 : 1);
  }, 60_000);
});

describe('the server process killed during a large upload', () => {
  const ROWS = 60_000;
  const dataDir = builtBackendDataDir('cb-faults-');

  async function killMidUpload(
    databaseUrl: string,
    killWhen: (built: Built, sentAt: number, firstMs: number) => Promise<unknown>,
  ) {
    const folder = join(dataDir(), databaseUrl ? 'server' : 'pglite');
    let built = await within('start', 150_000, startBuilt(folder, databaseUrl));
    const output = () => built.output();
    try {
      let auth = await within('login', 30_000, loginTo(built.url), output);
      const file = multipart(bulkCsv(ROWS, 'kill'));
      // A first, complete upload: it must survive, and it tells how long one takes.
      const first = postCsv(built, auth, file);
      await within('first upload sent', 60_000, first.sent, output);
      const started = Date.now();
      expect((await within('first upload answered', 90_000, first.answer, output)).status).toBe(
        200,
      );
      const firstMs = Date.now() - started;
      // The second upload comes once the first one's after-work is done, so that its body is
      // read as soon as it is sent (a body the server is too busy to read is answered 408).
      await within('after-work of the first upload', 120_000, settled(built), output);

      const second = postCsv(built, auth, file);
      await within('second upload sent', 60_000, second.sent, output);
      await within('kill moment', 60_000, killWhen(built, Date.now(), firstMs), output);
      built.child.kill('SIGKILL');
      await within('exit after SIGKILL', 10_000, built.exited, output);
      const cutOff = await within(
        'second upload cut off',
        10_000,
        second.answer.then(
          () => false,
          () => true,
        ),
        output,
      );

      built = await within('restart', 150_000, startBuilt(folder, databaseUrl));
      auth = await within('login after restart', 30_000, loginTo(built.url), output);
      const state = await within(
        'ledger after restart',
        30_000,
        ledgerState(built.url, auth),
        output,
      );
      expect([ROWS, 2 * ROWS]).toContain(state.total);
      expect(state.batches).toEqual(state.total === ROWS ? [ROWS] : [ROWS, ROWS]);
      return { kept: state.total === ROWS ? 'none' : 'all', cutOff };
    } finally {
      built.child.kill('SIGKILL');
      await built.exited;
    }
  }

  it('keeps all or none of the batch on PGlite, and PGlite opens again after the kill', async () => {
    // PGlite runs inside the server process, so the transaction is watched through its files:
    // the kill comes once the write-ahead log starts moving after the last byte was sent.
    const wal = join(dataDir(), 'pglite', 'pgdata', 'pg_wal');
    const walState = () =>
      readdirSync(wal)
        .map((f) => statSync(join(wal, f), { throwIfNoEntry: false }))
        .map((st) => `${st?.size}:${st?.mtimeMs}`)
        .join();
    const outcome = await killMidUpload('', async (_, sentAt, firstMs) => {
      const quiet = walState();
      while (walState() === quiet && Date.now() < sentAt + firstMs) await sleep(5);
      console.log(
        `faults: WAL moved ${Date.now() - sentAt} ms after the last byte; a whole upload took ${firstMs} ms`,
      );
      await sleep(50);
    });
    expect(outcome.cutOff).toBe(true);
    console.log(`faults: SIGKILL mid-upload on PGlite kept ${outcome.kept} of the batch`);
  }, 300_000);

  describeWithServer('on a PostgreSQL server', () => {
    let database: { url: string; drop: () => Promise<void> };
    beforeAll(async () => {
      database = await freshServerDatabase(SERVER_URL!);
    });
    afterAll(() => database?.drop());

    it('keeps all or none of a batch killed while its rows are being written', async () => {
      const watcher = new pg.Client({ connectionString: database.url });
      await watcher.connect();
      try {
        const outcome = await killMidUpload(database.url, async () => {
          // Kill exactly while the upload's transaction is writing ledger rows.
          for (let i = 0; i < 2_000; i++) {
            const { rows } = await watcher.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'active'
                  AND query ~ ${WRITING_ROWS}`,
            );
            if (rows.length) return;
            await sleep(5);
          }
          throw new Error('never saw the upload inserting rows');
        });
        // Killed mid-write nothing is kept; all, only if the commit won the race with the kill.
        expect(outcome.cutOff).toBe(true);
        console.log(`faults: SIGKILL mid-upload on the server kept ${outcome.kept} of the batch`);
      } finally {
        await watcher.end();
      }
    }, 300_000);
  });
});
