// POST /api/bee/ledger (the upload screen's JSON) and POST /api/bee/ledger/csv (multipart, for
// scripts): the shared validator's answers over the API, all-or-nothing storage, newEmails, limits.
import { CSV_MESSAGES, CSV_TITLES } from '@commissionbee/shared/csv';
import {
  aCsv,
  aLedgerRow,
  anotherCompany,
  countRows,
  someLedgerRows,
} from '../support/builders.js';
import {
  DEMO_ADMIN,
  DEMO_VIEWER,
  startSignedIn,
  type TestApp,
  usingServer,
} from '../support/harness.js';

const DEMO = 10;
/** The answer to an upload over the 40 MB limit, JSON or file. */
const TOO_LARGE = {
  statusCode: 413,
  code: 'PAYLOAD_TOO_LARGE',
  message: 'The upload is too large (the limit is 40 MB).',
  error: 'Payload Too Large',
};

describe('ledger uploads', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => ({ t, auth } = await startSignedIn()), 60_000);
  afterAll(() => t.close());

  const postJson = (body: unknown, as = auth) =>
    t.http
      .post('/api/bee/ledger')
      .set('Authorization', as)
      .send(body as object);
  const postCsv = (text: string | Buffer, fileName = 'upload.csv', as = auth) =>
    t.http
      .post('/api/bee/ledger/csv')
      .set('Authorization', as)
      .attach('file', Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), {
        filename: fileName,
        contentType: 'text/csv',
      });
  const firstIssue = async (record: Record<string, unknown>) => {
    const res = await postJson({ data: [record] });
    expect(res.status).toBe(400);
    return res.body.issues[0];
  };

  describe('POST /api/bee/ledger', () => {
    it('stores valid records and answers success, the new rep emails and the upload id', async () => {
      const res = await postJson({
        data: [
          aLedgerRow({ rep_email: 'first.rep@example.com' }),
          aLedgerRow({ rep_email: 'first.rep@example.com' }),
        ],
        file_name: 'march.csv',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'success',
        newEmails: ['first.rep@example.com'],
        upload_id: expect.any(Number),
        added: 2,
        updated: 0,
        skipped: 0,
        removed: 0,
      });
      const [upload] = await t.db.query(`SELECT * FROM uploads WHERE id = $1`, [
        res.body.upload_id,
      ]);
      expect(upload).toMatchObject({
        company_id: DEMO,
        file_name: 'march.csv',
        uploaded_by: DEMO_ADMIN.email,
        row_count: 2,
      });
    });

    it('lists a new rep email once, whatever its case, and not again on a later upload', async () => {
      const first = await postJson({
        data: [
          aLedgerRow({ rep_email: 'Case.Rep@Example.com' }),
          aLedgerRow({ rep_email: 'case.rep@example.com ' }),
        ],
      });
      expect(first.body.newEmails).toEqual(['Case.Rep@Example.com']);
      const again = await postJson({ data: [aLedgerRow({ rep_email: 'CASE.REP@EXAMPLE.COM' })] });
      expect(again.status).toBe(200);
      expect(again.body.newEmails).toEqual([]);
      const keys = await t.db.query(
        `SELECT email FROM rep_keys WHERE company_id = $1 AND lower(email) = 'case.rep@example.com'`,
        [DEMO],
      );
      expect(keys).toHaveLength(1);
    });

    it('normalizes what it stores: PENDING and CANCELLED in any case, US dates, $ amounts, clawbacks', async () => {
      const res = await postJson({
        data: [
          aLedgerRow({ pay_date: 'pending', item_name: 'Norm A', amount: '$1,234.50' }),
          aLedgerRow({ pay_date: 'Cancelled', item_name: 'Norm B', amount: -50 }),
          aLedgerRow({ pay_date: '3/9/2024', item_name: 'Norm C', amount: '(75.25)' }),
        ],
      });
      expect(res.status).toBe(200);
      const rows = await t.db.query(
        `SELECT item_name, pay_status, to_char(pay_date, 'YYYY-MM-DD') AS pay_date, amount::text AS amount
           FROM ledger_records WHERE item_name LIKE 'Norm %' ORDER BY item_name`,
      );
      expect(rows).toEqual([
        { item_name: 'Norm A', pay_status: 'PENDING', pay_date: null, amount: '1234.50' },
        { item_name: 'Norm B', pay_status: 'CANCELLED', pay_date: null, amount: '-50.00' },
        { item_name: 'Norm C', pay_status: 'PAID', pay_date: '2024-03-09', amount: '-75.25' },
      ]);
    });

    it('answers 400 Invalid CSV Data. with the row issues in the error shape', async () => {
      const res = await postJson({
        data: [aLedgerRow(), aLedgerRow({ amount: 'ten', pay_date: 'soon' })],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Invalid CSV Data.',
        error: 'Bad Request',
        code: 'LEDGER_CSV_INVALID',
        issues: [
          {
            row: 3,
            column: 'Pay Date',
            message: "Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'",
            code: 'CSV_PAY_DATE_INVALID',
          },
          {
            row: 3,
            column: 'Amount',
            message: CSV_MESSAGES.amountInvalid,
            code: 'CSV_AMOUNT_INVALID',
          },
        ],
        issueCount: 2,
        rowCount: 2,
        invalidRowCount: 1,
      });
    });

    it.each([
      ['Amount', { amount: undefined }, 'Amount is empty'],
      ['Item Name', { item_name: '' }, 'Item Name is empty'],
      ['Item Pay Type', { item_pay_type: null }, 'Item Pay Type is empty'],
      ['Rep Email', { rep_email: '  ' }, 'Rep Email is empty'],
      ['Rep Name', { rep_name: undefined }, 'Rep Name is empty'],
      ['Pay Date', { pay_date: '' }, 'Pay Date is required'],
      [
        'Pay Date',
        { pay_date: '2024-02-30' },
        "Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'",
      ],
      ['Amount', { amount: '12abc' }, CSV_MESSAGES.amountInvalid],
      ['Breakdown', { breakdown: 'System 8 kW' }, CSV_MESSAGES.breakdownInvalid],
      ['Breakdown', { breakdown: '[1, 2]' }, CSV_MESSAGES.breakdownInvalid],
      ['Rep Email', { rep_email: 'not-an-email' }, CSV_MESSAGES.emailInvalid('Rep Email')],
      ['Manager Email', { manager_email: 'boss' }, CSV_MESSAGES.emailInvalid('Manager Email')],
      ['Rep Name', { rep_name: 'x'.repeat(1001) }, CSV_MESSAGES.tooLong('Rep Name')],
      ['Manual Note', { manual_note: { text: 'hi' } }, CSV_MESSAGES.notText('Manual Note')],
      ['Item Name', { item_name: 'nul\u0000byte' }, CSV_MESSAGES.badCharacters('Item Name')],
    ])('refuses a record with a bad %s: %j', async (column, overrides, message) => {
      expect(await firstIssue(aLedgerRow(overrides))).toMatchObject({ row: 2, column, message });
    });

    it.each([
      ['data that is not a list', { data: 'rows' }, CSV_MESSAGES.notAList],
      ['a record that is not an object', { data: [42] }, CSV_MESSAGES.notARecord],
      ['no records at all', { data: [] }, 'The file has no records'],
    ])('refuses %s', async (_name, body, message) => {
      const res = await postJson(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid CSV Data.');
      expect(res.body.issues[0]).toMatchObject({ message });
    });

    it('stores nothing when one row of many is bad, and registers no rep', async () => {
      const before = await countRows(t, DEMO);
      const uploadsBefore = await t.db.query(`SELECT count(*)::int AS n FROM uploads`);
      const rows = someLedgerRows(300, (i) => ({ rep_email: `atomic${i}@example.com` }));
      rows[250] = { ...rows[250], amount: 'lots' };
      const res = await postJson({ data: rows });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        rowCount: 300,
        invalidRowCount: 1,
        issues: [{ row: 252, column: 'Amount' }],
      });
      expect(await countRows(t, DEMO)).toBe(before);
      expect(await t.db.query(`SELECT count(*)::int AS n FROM uploads`)).toEqual(uploadsBefore);
      expect(await t.db.query(`SELECT 1 FROM rep_keys WHERE email LIKE 'atomic%'`)).toHaveLength(0);
    });

    it('lists at most 1,000 issues and still counts every invalid row', async () => {
      const res = await postJson({ data: someLedgerRows(1_500, () => ({ amount: 'x' })) });
      expect(res.status).toBe(400);
      expect(res.body.issues).toHaveLength(1_000);
      expect(res.body).toMatchObject({
        rowCount: 1_500,
        invalidRowCount: 1_500,
        issueCount: 1_500,
      });
    });

    it('refuses a JSON body over 40 MB with 413', async () => {
      const res = await postJson({
        data: [aLedgerRow({ manual_note: 'x'.repeat(41 * 1024 * 1024) })],
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual(TOO_LARGE);
    }, 30_000);

    it('accepts about 30 MB of JSON (100,000 rows) below the limit', async () => {
      const rows = someLedgerRows(100_000, (i) => ({
        rep_email: `bulk${i % 50}@example.com`,
        item_name: `Bulk job ${i} ${'z'.repeat(50)}`,
        manual_note: 'n'.repeat(40),
      }));
      const size = JSON.stringify({ data: rows }).length;
      expect(size).toBeGreaterThan(30_000_000);
      expect(size).toBeLessThan(40 * 1024 * 1024);
      const before = await countRows(t, DEMO);
      const res = await postJson({ data: rows, file_name: 'bulk.csv' });
      expect(res.status).toBe(200);
      expect(res.body.newEmails).toHaveLength(50);
      expect(await countRows(t, DEMO)).toBe(before + 100_000);
    }, 120_000);

    it('needs an admin: 401 without a token, 403 for a standard user', async () => {
      expect((await t.http.post('/api/bee/ledger').send({ data: [aLedgerRow()] })).status).toBe(
        401,
      );
      const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
      expect((await postJson({ data: [aLedgerRow()] }, viewer)).status).toBe(403);
      expect((await postCsv(aCsv([aLedgerRow()]), 'x.csv', viewer)).status).toBe(403);
    });

    it("stores into the caller's company whatever the body says", async () => {
      const other = await anotherCompany(t);
      const res = await postJson(
        { data: [aLedgerRow({ company_id: DEMO, item_name: 'Smuggled' })], company_id: DEMO },
        other.auth,
      );
      expect(res.status).toBe(200);
      expect(
        await t.db.query(`SELECT company_id FROM ledger_records WHERE item_name = 'Smuggled'`),
      ).toEqual([{ company_id: other.companyId }]);
    });
  });

  describe('POST /api/bee/ledger/csv', () => {
    it('stores a CSV file with a BOM, CRLF, any column order and an unknown column', async () => {
      const titles = [
        'Amount',
        'Rep Email',
        'Rep Name',
        'Unknown',
        'Pay Date',
        'Item Pay Type',
        'Item Name',
        'Breakdown',
      ];
      const csv = `\uFEFF${aCsv(
        [
          aLedgerRow({
            rep_email: 'csv.rep@example.com',
            item_name: 'CSV job, with comma',
            Unknown: 'dropped',
            amount: '1,500.00',
          }),
          aLedgerRow({
            rep_email: 'csv.rep@example.com',
            item_name: 'CSV job 2',
            breakdown: ['a "quoted" line', 'double-line'],
          }),
        ],
        titles,
      )}\r\n\r\n`;
      const res = await postCsv(csv, 'from-script.csv');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'success',
        newEmails: ['csv.rep@example.com'],
        upload_id: expect.any(Number),
        added: 2,
        updated: 0,
        skipped: 0,
        removed: 0,
      });
      const rows = await t.db.query(
        `SELECT item_name, amount::text AS amount, breakdown FROM ledger_records WHERE upload_id = $1 ORDER BY id`,
        [res.body.upload_id],
      );
      expect(rows).toEqual([
        {
          item_name: 'CSV job, with comma',
          amount: '1500.00',
          breakdown: ['System 8 kW', 'single-line', 'Total $100.00'],
        },
        { item_name: 'CSV job 2', amount: '100.00', breakdown: ['a "quoted" line', 'double-line'] },
      ]);
      const [upload] = await t.db.query(`SELECT file_name, row_count FROM uploads WHERE id = $1`, [
        res.body.upload_id,
      ]);
      expect(upload).toEqual({ file_name: 'from-script.csv', row_count: 2 });
    });

    it('stores a file of several COPY pieces (10,000 rows each) row for row, with its count and total', async () => {
      const n = 20_001;
      const rows = someLedgerRows(n, (i) => ({
        rep_email: `piece${i % 7}@example.com`,
        item_name: `Piece job ${i}`,
        amount: (i % 1000) + 0.25,
        manual_note: i === n - 1 ? 'last, "quoted" note' : null,
        pay_date: i % 3 === 0 ? 'PENDING' : '2024-04-01',
      }));
      const res = await postCsv(aCsv(rows), 'pieces.csv').query({
        duplicates: 'add',
        pending: 'add',
      });
      expect(res.status).toBe(200);
      expect(res.body.added).toBe(n);
      // A Line ID column (aCsv writes every title): validated whole before it is stored.
      expect(res.headers['server-timing']).not.toContain('beside_copy');
      const stored = await t.db.query(
        `SELECT item_name, amount::text AS amount, pay_status, manual_note FROM ledger_records
          WHERE company_id = $1 AND upload_id = $2 ORDER BY id`,
        [DEMO, res.body.upload_id],
      );
      expect(stored).toHaveLength(n);
      expect(stored[0]).toEqual({
        item_name: 'Piece job 0',
        amount: '0.25',
        pay_status: 'PENDING',
        manual_note: null,
      });
      expect(stored[10_000]).toMatchObject({ item_name: 'Piece job 10000', amount: '0.25' });
      expect(stored[n - 1]).toEqual({
        item_name: `Piece job ${n - 1}`,
        amount: '0.25',
        pay_status: 'PAID',
        manual_note: 'last, "quoted" note',
      });
      const expectedCents = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
      const [upload] = await t.db.query(
        `SELECT row_count, (total_amount * 100)::bigint::text AS cents FROM uploads WHERE id = $1`,
        [res.body.upload_id],
      );
      expect(upload).toEqual({ row_count: n, cents: String(expectedCents) });
    }, 120_000);

    describe('a large upload, stored while it is validated', () => {
      const PLAIN = { duplicates: 'add', pending: 'add' };
      const NO_LINE_ID = CSV_TITLES.filter((title) => title !== 'Line ID');
      /**
       * Stored while it was validated — on a PostgreSQL server only: on PGlite the upload's
       * transaction would hold the one connection every tenant shares while the file is parsed.
       */
      const expectStreamed = (res: { headers: Record<string, string> }) =>
        expect(res.headers['server-timing']).toEqual(
          usingServer()
            ? expect.stringContaining('validate_beside_copy')
            : expect.not.stringContaining('beside_copy'),
        );
      /** What a refused upload could have left behind, for the company and the given rep emails. */
      const traces = async (like: string) => ({
        rows: await countRows(t, DEMO),
        uploads: await t.db.query(`SELECT count(*)::int AS n FROM uploads WHERE company_id = $1`, [
          DEMO,
        ]),
        repKeys: await t.db.query(`SELECT count(*)::int AS n FROM rep_keys WHERE email LIKE $1`, [
          like,
        ]),
        logged: await t.db.query(
          `SELECT count(*)::int AS n FROM activity_events
            WHERE company_id = $1 AND action = 'ledger.upload'`,
          [DEMO],
        ),
      });
      const lateBad = (prefix: string) => {
        const rows = someLedgerRows(12_500, (i) => ({
          rep_email: `${prefix}${i % 50}@example.com`,
          item_name: `${prefix} job ${i}`,
        }));
        rows[9_000] = { ...rows[9_000], amount: 'lots' };
        rows[12_000] = { ...rows[12_000], pay_date: '2024-02-30' };
        return rows;
      };

      it('a bad row after 2,000 streamed rows: the same 400 as unstreamed, and nothing stored', async () => {
        const before = await traces('latecsv%');
        const rows = lateBad('latecsv');
        const file = aCsv(rows, NO_LINE_ID);
        const streamed = await postCsv(file, 'late.csv').query(PLAIN);
        expect(streamed.status).toBe(400);
        // Its first piece had gone into the COPY before the bad row was found (server only).
        expect(streamed.headers['server-timing'] ?? '').toEqual(
          usingServer()
            ? expect.stringContaining('first_piece')
            : expect.not.stringContaining('first_piece'),
        );
        expect(streamed.body).toMatchObject({
          message: 'Invalid CSV Data.',
          rowCount: 12_500,
          invalidRowCount: 2,
          issues: [
            { row: 9_002, column: 'Amount' },
            { row: 12_002, column: 'Pay Date' },
          ],
        });
        // The default upload (reconciling) streams too, into its plan; one that only adds lines
        // with a Line ID column is validated whole first. All three answer the same.
        const reconciling = await postCsv(file, 'late.csv');
        const unstreamed = await postCsv(aCsv(rows), 'late.csv').query(PLAIN);
        expect(unstreamed.status).toBe(400);
        expect(streamed.body).toEqual(unstreamed.body);
        expect(reconciling.body).toEqual(unstreamed.body);
        expect(await traces('latecsv%')).toEqual(before);

        // Corrected, it is stored row for row, with its count and total.
        rows[9_000] = { ...rows[9_000], amount: '-12.34' };
        rows[12_000] = { ...rows[12_000], pay_date: 'PENDING' };
        const stored = await postCsv(aCsv(rows, NO_LINE_ID), 'late.csv').query(PLAIN);
        expect(stored.status).toBe(200);
        expectStreamed(stored);
        const names = await t.db.query(
          `SELECT item_name FROM ledger_records WHERE company_id = $1 AND upload_id = $2 ORDER BY id`,
          [DEMO, stored.body.upload_id],
        );
        expect(names.map((r: { item_name: string }) => r.item_name)).toEqual(
          rows.map((r) => r.item_name),
        );
        const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
        const [upload] = await t.db.query(
          `SELECT row_count, (total_amount * 100)::bigint::text AS cents FROM uploads WHERE id = $1`,
          [stored.body.upload_id],
        );
        expect(upload).toEqual({ row_count: 12_500, cents: String(cents) });
      }, 120_000);

      it('the same for JSON records, and a valid JSON upload is stored whole', async () => {
        const before = await traces('latejson%');
        const rows = lateBad('latejson');
        const refused = await postJson({ data: rows }).query(PLAIN);
        expect(refused.status).toBe(400);
        expect(refused.headers['server-timing'] ?? '').toEqual(
          usingServer()
            ? expect.stringContaining('first_piece')
            : expect.not.stringContaining('first_piece'),
        );
        const withLineId = rows.map((r, i) => (i === 0 ? { ...r, line_id: 'LATE-0' } : r));
        const unstreamed = await postJson({ data: withLineId }).query(PLAIN);
        expect(unstreamed.headers['server-timing'] ?? '').not.toContain('beside_copy');
        expect(refused.body).toEqual(unstreamed.body);
        expect(await traces('latejson%')).toEqual(before);

        rows[9_000] = { ...rows[9_000], amount: 1 };
        rows[12_000] = { ...rows[12_000], pay_date: '2024-02-28' };
        const stored = await postJson({ data: rows, file_name: 'late.json' }).query(PLAIN);
        expect(stored.status).toBe(200);
        expectStreamed(stored);
        expect(stored.body).toMatchObject({ added: 12_500 });
        expect(stored.body.newEmails).toHaveLength(50);
        const [upload] = await t.db.query(
          `SELECT row_count, file_name, (SELECT count(*)::int FROM ledger_records r
                                          WHERE r.company_id = $1 AND r.upload_id = u.id) AS rows
             FROM uploads u WHERE company_id = $1 AND id = $2`,
          [DEMO, stored.body.upload_id],
        );
        expect(upload).toEqual({ row_count: 12_500, file_name: 'late.json', rows: 12_500 });
        const [logged] = await t.db.query(
          `SELECT details FROM activity_events
            WHERE company_id = $1 AND action = 'ledger.upload' AND target = $2`,
          [DEMO, String(stored.body.upload_id)],
        );
        expect(logged.details).toMatchObject({ rows: 12_500, file_name: 'late.json' });
        const after = await traces('latejson%');
        expect(after.repKeys).toEqual([{ n: 50 }]);
      }, 120_000);

      it('a reconciling upload streams into its plan: duplicates skipped, previews honoured', async () => {
        const rows = someLedgerRows(12_500, (i) => ({
          rep_email: `plan${i % 20}@example.com`,
          item_name: `Planned job ${i}`,
        }));
        const file = aCsv(rows, NO_LINE_ID);
        const first = await postCsv(file, 'plan.csv');
        expect(first.status).toBe(200);
        expectStreamed(first);
        expect(first.body).toMatchObject({ added: 12_500, skipped: 0 });
        const again = await postCsv(file, 'plan.csv');
        expect(again.body).toMatchObject({ added: 0, skipped: 12_500 });

        // With a preview's token: stored when the ledger is as previewed (its digest is only
        // known once the streamed lines are in), refused with 409 when it changed.
        const changed = [...rows];
        changed[12_499] = { ...changed[12_499], item_name: 'Planned job, new' };
        const changedFile = aCsv(changed, NO_LINE_ID);
        const preview = () =>
          t.http
            .post('/api/bee/ledger/preview')
            .set('Authorization', auth)
            .attach('file', Buffer.from(changedFile), {
              filename: 'plan.csv',
              contentType: 'text/csv',
            });
        const stale = (await preview()).body.preview_token;
        await postJson({ data: [aLedgerRow({ item_name: 'In between' })] });
        const rowsBefore = await countRows(t, DEMO);
        const conflict = await postCsv(changedFile, 'plan.csv').query({ preview_token: stale });
        expect(conflict.status).toBe(409);
        expect(await countRows(t, DEMO)).toBe(rowsBefore);
        const fresh = await preview();
        expect(fresh.body).toMatchObject({ added: 1, skipped: 12_499 });
        const stored = await postCsv(changedFile, 'plan.csv').query({
          preview_token: fresh.body.preview_token,
        });
        expect(stored.status).toBe(200);
        expectStreamed(stored);
        expect(stored.body).toMatchObject({ added: 1, skipped: 12_499 });
        // Five uploads of 12,500 rows, each reconciled: 70–90 s on PGlite alone on the 2-core machine.
      }, 240_000);

      it('a file with a Line ID column is validated first and reconciled, not streamed', async () => {
        const rows = someLedgerRows(10_001, (i) => ({
          item_name: `Lined job ${i}`,
          line_id: i === 0 ? 'LINED-0' : '',
        }));
        const res = await postCsv(aCsv(rows), 'lined.csv').query(PLAIN);
        expect(res.status).toBe(200);
        expect(res.headers['server-timing']).not.toContain('beside_copy');
        expect(res.body).toMatchObject({ added: 10_001 });
      }, 120_000);
    });

    it('indexes the stored rows for the ledger search once the upload is answered', async () => {
      // The earlier uploads' rows first (the indexer takes pending rows oldest first, stages
      // them, then indexes the staged ones a piece at a time): both queues empty.
      const pending = async () => {
        const [{ n }] = await t.db.query(
          `SELECT (SELECT count(*) FROM ledger_search_pending)::int
                + (SELECT count(*) FROM ledger_search_staged)::int AS n`,
        );
        return n;
      };
      const drained = Date.now() + 90_000;
      while ((await pending()) > 0 && Date.now() < drained)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await postCsv(
        aCsv(someLedgerRows(3, (i) => ({ item_name: `Indexed afterwards ${i}` }))),
      ).query({ duplicates: 'add', pending: 'add' });
      expect(res.status).toBe(200);
      const indexed = async () => {
        const [{ n }] = await t.db.query(
          `SELECT count(*)::int AS n FROM ledger_search s JOIN ledger_records r ON r.id = s.id
            WHERE r.company_id = $1 AND r.upload_id = $2`,
          [DEMO, res.body.upload_id],
        );
        return n;
      };
      // Long before the indexer's 30 s sweep.
      const until = Date.now() + 10_000;
      while ((await indexed()) < 3 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await indexed()).toBe(3);
    }, 120_000);

    it('reports every missing required header', async () => {
      const res = await postCsv('Rep Name,Notes\r\nJane,hi\r\n');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid CSV Data.');
      const messages = res.body.issues.map((i: { message: string }) => i.message);
      for (const column of ['Amount', 'Item Name', 'Item Pay Type', 'Pay Date', 'Rep Email']) {
        expect(messages).toContain(`Missing header ${column} is required`);
      }
      expect(messages).not.toContain('Missing header Rep Name is required');
    });

    it('reports a duplicate header and an unclosed quote', async () => {
      const duplicate = await postCsv(`${aCsv([aLedgerRow()]).split('\r\n')[0]},Amount\r\n`);
      expect(duplicate.body.issues).toContainEqual({
        row: 1,
        column: 'Amount',
        message: CSV_MESSAGES.duplicateHeader('Amount'),
        code: 'CSV_DUPLICATE_HEADER',
        params: { column: 'Amount' },
      });
      const unclosed = await postCsv(
        `${aCsv([aLedgerRow()])}2024-03-05,"Jane,jane@example.com,Job,M1,10\r\n`,
      );
      expect(unclosed.status).toBe(400);
      expect(unclosed.body.issues).toContainEqual({
        row: 3,
        column: '',
        message: CSV_MESSAGES.unterminatedQuote,
        code: 'CSV_UNTERMINATED_QUOTE',
      });
    });

    it('counts rows as a spreadsheet does (header is row 1, blank lines count) and stores nothing', async () => {
      const before = await countRows(t, DEMO);
      const lines = aCsv([aLedgerRow(), aLedgerRow({ pay_date: '' }), aLedgerRow()]).split('\r\n');
      lines.splice(2, 0, ''); // a blank line before the bad row
      const res = await postCsv(lines.join('\r\n'));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        rowCount: 3,
        invalidRowCount: 1,
        issues: [{ row: 4, column: 'Pay Date', message: 'Pay Date is required' }],
      });
      expect(await countRows(t, DEMO)).toBe(before);
    });

    it('reads a Windows-1252 file from Excel', async () => {
      const csv = aCsv([aLedgerRow({ rep_name: 'José Núñez', item_name: 'Latin-1 job' })]);
      const res = await postCsv(Buffer.from(csv, 'latin1'));
      expect(res.status).toBe(200);
      expect(
        await t.db.query(`SELECT rep_name FROM ledger_records WHERE item_name = 'Latin-1 job'`),
      ).toEqual([{ rep_name: 'José Núñez' }]);
    });

    it("reads Windows-1252's own characters (curly quotes, dashes, €), not Latin-1 controls", async () => {
      const csv = aCsv([
        aLedgerRow({ rep_name: 'Dee O*X', item_name: 'cp1252 job', manual_note: 'Q#$5' }),
      ]);
      // In Windows-1252, 0x92 is ’, 0x96 is – and 0x80 is €; Latin-1 reads them as controls.
      const bytes = Buffer.from(csv.replace('*', '\x92').replace('#$', '\x96\x80'), 'latin1');
      const res = await postCsv(bytes);
      expect(res.status).toBe(200);
      expect(
        await t.db.query(
          `SELECT rep_name, manual_note FROM ledger_records WHERE item_name = 'cp1252 job'`,
        ),
      ).toEqual([{ rep_name: 'Dee O\u2019X', manual_note: 'Q\u2013\u20ac5' }]);
    });

    it('answers 400 without a file', async () => {
      const res = await t.http
        .post('/api/bee/ledger/csv')
        .set('Authorization', auth)
        .field('other', 'x');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select a valid CSV file.');
    });

    it('refuses a file over 40 MB with 413', async () => {
      const header = aCsv([aLedgerRow()]);
      const big = Buffer.concat([Buffer.from(header), Buffer.alloc(41 * 1024 * 1024, 'a')]);
      const res = await postCsv(big, 'huge.csv');
      expect(res.status).toBe(413);
      expect(res.body).toEqual(TOO_LARGE);
    }, 30_000);
  });
});
