// Issue 11, "one tenant cannot stall the others": uploads (and, issue 26, the reps mapping CSV)
// are parsed and validated off the main thread, absurd files are refused early, searches and deep pages have a bounded cost, request
// queries have a time limit on a server, and the whole ledger is streamed.
import { MAX_CSV_COLUMNS } from '@commissionbee/shared/csv';
import { MAPPING_MESSAGES } from '@commissionbee/shared/rep-mapping';
import { ALL_BATCH, SEARCH_COUNT_CAP } from '../../src/ledger/ledger-records.repository.js';
import {
  aCsv,
  aCsvHeader,
  UPLOAD_TITLES,
  aLedgerRow,
  anotherCompany,
  storeRows,
  type RecordFields,
  type OtherCompany,
} from '../support/builders.js';
import {
  DEMO_ADMIN,
  startSignedIn,
  startTestApp,
  type TestApp,
  usingServer,
} from '../support/harness.js';

/** A CSV of `count` valid rows (about 130 bytes each) whose last row has a bad Amount. */
function aBigRefusedCsv(count: number): Buffer {
  const rows: RecordFields[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(
      aLedgerRow({
        rep_email: `rep${i % 500}@big.example`,
        item_name: `Big Job ${i}`,
        amount: i === count - 1 ? 'not money' : (i % 9000) + 0.5,
      }),
    );
  }
  return Buffer.from(aCsv(rows));
}

describe('one tenant cannot stall the others', () => {
  let t: TestApp;
  let auth: string;
  let otherKey: string;
  beforeAll(async () => {
    ({ t, auth } = await startSignedIn());
    const other = await anotherCompany(t, 'Quiet Co.');
    await storeRows(t, other.companyId, [aLedgerRow({ rep_email: 'quiet@rep.example' })]);
    const key = await t.http
      .get('/api/bee/view-keys/')
      .query({ email: 'quiet@rep.example' })
      .set('Authorization', other.auth);
    otherKey = key.body.view_key;
  }, 120_000);
  afterAll(() => t.close());

  /**
   * Calls the other tenant's rep-key-data one request after another while `work` runs; answers
   * how long `work` took and the slowest rep-key-data answer.
   */
  async function latencyDuring(work: () => Promise<unknown>) {
    let done = false;
    const latencies: number[] = [];
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await t.http.get('/api/bee/rep-key-data').query({ view_key: otherKey });
        latencies.push(performance.now() - started);
        expect(res.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const result = await work();
    const workMs = performance.now() - started;
    done = true;
    await probe;
    return { result, workMs, slowestMs: Math.max(...latencies), answers: latencies.length };
  }

  it("keeps answering another tenant's rep-key-data while a big CSV is parsed and validated", async () => {
    const file = aBigRefusedCsv(120_000);
    const run = await latencyDuring(() =>
      t.http.post('/api/bee/ledger/csv').set('Authorization', auth).attach('file', file, 'big.csv'),
    );
    const res = run.result as { status: number; body: { issues: { row: number }[] } };
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ row: 120_001 })]);
    // Parsed on the main thread, one rep-key-data answer waited for the whole parse (~ the whole
    // upload). Generous for a loaded 2-core machine, and still far below that.
    expect(run.answers).toBeGreaterThan(3);
    expect(run.slowestMs).toBeLessThan(Math.max(750, run.workMs * 0.4));
  }, 180_000);

  it('does not freeze on a 40 MB CSV of bad rows, and lists its first issues', async () => {
    const line = 'not a date,,bad email,,,x,,[oops,\r\n';
    const header = aCsvHeader(UPLOAD_TITLES);
    const file = Buffer.from(header + line.repeat(Math.floor((39.5 * 2 ** 20) / line.length)));
    const run = await latencyDuring(() =>
      t.http.post('/api/bee/ledger/csv').set('Authorization', auth).attach('file', file, 'bad.csv'),
    );
    const res = run.result as { status: number; body: { issues: unknown[]; issueCount: number } };
    expect(res.status).toBe(400);
    expect(res.body.issues).toHaveLength(1_000);
    expect(res.body.issueCount).toBeGreaterThan(1_000_000);
    expect(run.slowestMs).toBeLessThan(Math.max(750, run.workMs * 0.4));
  }, 180_000);

  it('refuses a CSV with millions of empty columns at once, with a clear message', async () => {
    const file = Buffer.from(`Pay Date,Rep Name${','.repeat(5_000_000)}\r\n`);
    const started = performance.now();
    const res = await t.http
      .post('/api/bee/ledger/csv')
      .set('Authorization', auth)
      .attach('file', file, 'wide.csv');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      {
        row: 1,
        column: '',
        message: `Row 1 has more than ${MAX_CSV_COLUMNS} columns; a ledger CSV has 10. Is this the right file?`,
        code: 'CSV_TOO_MANY_COLUMNS',
        params: { row: 1, max: MAX_CSV_COLUMNS, columns: 10 },
      },
    ]);
  });

  it("keeps another tenant's rep portal answering within 1 s during three hostile mapping files", async () => {
    // 5 MB of one header row: 5 million columns, which papaparse once split on the main thread.
    const wide = Buffer.from(
      `Rep Email,Employee ID,First Name,Last Name${','.repeat(5 * 1024 * 1024 - 100)}\r\n`,
    );
    const mapping = (name: string) =>
      t.http
        .post('/api/bee/reps/mapping')
        .set('Authorization', auth)
        .attach('file', wide, { filename: name, contentType: 'text/csv' });
    const run = await latencyDuring(() =>
      Promise.all([mapping('a.csv'), mapping('b.csv'), mapping('c.csv')]),
    );
    const answers = run.result as { status: number; body: { issues: unknown[] } }[];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([
        {
          row: 1,
          column: '',
          code: 'tooManyColumns',
          params: { value: '1' },
          message: MAPPING_MESSAGES.tooManyColumns(1),
        },
      ]);
    }
    expect(run.answers).toBeGreaterThan(0);
    expect(run.slowestMs).toBeLessThan(1_000);
  }, 60_000);

  describe('bounded searches and pages, and the whole ledger streamed', () => {
    const rows = SEARCH_COUNT_CAP + 2 * ALL_BATCH + 50;
    let quiet: OtherCompany;
    beforeAll(async () => {
      quiet = await anotherCompany(t, 'Many Rows Co.');
      const records: RecordFields[] = [];
      for (let i = 0; i < rows; i++) {
        records.push(
          aLedgerRow({
            // More undated rows than one batch, then dated rows sharing their dates.
            pay_date:
              i < ALL_BATCH + 10 ? (i % 2 ? 'PENDING' : 'CANCELLED') : `2024-0${1 + (i % 9)}-15`,
            item_name: `Row ${i}`,
          }),
        );
      }
      await storeRows(t, quiet.companyId, records as never);
    }, 180_000);
    const get = (path: string) => t.http.get(path).set('Authorization', quiet.auth);

    it(`counts a search at most to ${SEARCH_COUNT_CAP} and says so, and answers a page past that at once`, async () => {
      const first = await get('/api/bee/ledger?page=1&pageSize=10&search=row');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: SEARCH_COUNT_CAP, pages: 1_000, capped: true });
      expect(first.body.rows).toHaveLength(10);
      const started = performance.now();
      const deep = await get('/api/bee/ledger?page=1000000000&pageSize=10&search=row');
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(deep.body).toMatchObject({ total: SEARCH_COUNT_CAP, page: 1_000, capped: true });
      expect(deep.body.rows).toHaveLength(10);
      // A search under the cap is counted exactly and says nothing of a cap.
      const few = await get('/api/bee/ledger?page=1&pageSize=10&search=row 9999');
      expect(few.body.total).toBe(1);
      expect(few.body.capped).toBeUndefined();
    });

    it('streams GET /bee/ledger a batch at a time, every row once, newest pay date first', async () => {
      const res = await get('/api/bee/ledger').set('Accept-Encoding', 'identity');
      expect(res.status).toBe(200);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
      const expected: { id: number }[] = await t.db.query(
        `SELECT id FROM ledger_records WHERE company_id = $1
          ORDER BY pay_date DESC NULLS FIRST, id DESC`,
        [quiet.companyId],
      );
      expect(res.body).toHaveLength(rows);
      expect(res.body.map((row: { id: number }) => row.id)).toEqual(expected.map((r) => r.id));
      expect(res.body[0]).toMatchObject({ pay_date: 'PENDING' });
      expect(res.body[rows - 1]).toMatchObject({ pay_date: '2024-01-15' });
    });
  });

  (usingServer() ? it : it.skip)(
    'stops a request query that runs too long on a server, but not an upload (STATEMENT_TIMEOUT_MS)',
    async () => {
      const own = await startTestApp({ STATEMENT_TIMEOUT_MS: '250' });
      try {
        const admin = await own.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
        const records: RecordFields[] = [];
        for (let i = 0; i < 150_000; i++) records.push(aLedgerRow({ item_name: `Slow ${i}` }));
        const upload = await own.http
          .post('/api/bee/ledger/csv')
          .set('Authorization', admin)
          .attach('file', Buffer.from(aCsv(records)), 'slow.csv');
        expect(upload.status).toBe(200);
        // A short date-like query that matches nothing: every row is read and dated.
        const res = await own.http
          .get('/api/bee/ledger?page=1&pageSize=10&search=9/')
          .set('Authorization', admin);
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(
          'The request took too long and was stopped. Narrow the search, or try again shortly.',
        );
      } finally {
        await own.close();
      }
    },
    300_000,
  );
});
