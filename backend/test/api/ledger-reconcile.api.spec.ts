// Uploads that reconcile (issue 13): Line IDs replace and add, duplicates and pending lines in
// each mode, replace mode, the preview and its token, and undo restoring what an upload replaced.
// Every test runs in a company of its own, so counts are exact.
import { aCsv, aLedgerRow, anotherCompany, type RecordFields } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const LEDGER_CHANGED = 'The ledger changed since the preview. Review the upload again.';

describe('uploads that reconcile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t.close());

  /** A fresh company and calls as its admin. */
  async function company() {
    const { auth, companyId } = await anotherCompany(t, `Reconcile ${Math.random()}`);
    const upload = (data: RecordFields[], query: Record<string, string> = {}) =>
      t.http.post('/api/bee/ledger').query(query).set('Authorization', auth).send({ data });
    const preview = (data: RecordFields[], query: Record<string, string> = {}) =>
      t.http.post('/api/bee/ledger/preview').query(query).set('Authorization', auth).send({ data });
    const undo = (id: number) => t.http.delete(`/api/bee/uploads/${id}`).set('Authorization', auth);
    const rows = async (): Promise<Record<string, unknown>[]> =>
      t.db.query(
        `SELECT id, upload_id, line_id, item_name, amount::float8 AS amount, pay_status,
                to_char(pay_date, 'YYYY-MM-DD') AS pay_date, manual_note, changed_at, previous
           FROM ledger_records WHERE company_id = $1 ORDER BY id`,
        [companyId],
      );
    const state = async () => ({
      rows: await rows(),
      uploads: await t.db.query(`SELECT id FROM uploads WHERE company_id = $1 ORDER BY id`, [
        companyId,
      ]),
      versions: await t.db.query(
        `SELECT count(*)::int AS n FROM ledger_record_versions WHERE company_id = $1`,
        [companyId],
      ),
    });
    return { auth, companyId, upload, preview, undo, rows, state };
  }

  const counts = (added: number, updated: number, skipped: number, removed: number) => ({
    added,
    updated,
    skipped,
    removed,
  });

  describe('Line ID', () => {
    it('replaces the line with a stored Line ID, keeping its values as a version of the earlier upload, and adds a new one', async () => {
      const c = await company();
      const first = await c.upload([
        aLedgerRow({ line_id: 'L-1', item_name: 'Smith', amount: 100 }),
        aLedgerRow({ line_id: 'L-2', item_name: 'Lopez', amount: 200 }),
      ]);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject(counts(2, 0, 0, 0));
      const [smith] = await c.rows();

      const second = await c.upload([
        aLedgerRow({ line_id: 'L-1', item_name: 'Smith', amount: 150, pay_date: '2024-04-05' }),
        aLedgerRow({ line_id: 'L-3', item_name: 'Garcia', amount: 300 }),
      ]);
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ message: 'success', ...counts(1, 1, 0, 0) });

      const after = await c.rows();
      expect(after.map((r) => [r.line_id, r.amount])).toEqual([
        ['L-1', 150],
        ['L-2', 200],
        ['L-3', 300],
      ]);
      // The same line (same id), now of the second upload, showing what it was.
      expect(after[0]).toMatchObject({
        id: smith.id,
        upload_id: second.body.upload_id,
        pay_date: '2024-04-05',
        previous: expect.objectContaining({ amount: 100, pay_date: '2024-03-05' }),
      });
      expect(after[0].changed_at).not.toBeNull();
      const versions = await t.db.query(
        `SELECT record_id, upload_id, replaced_by_upload_id, kind, (old_row->>'amount')::float8 AS amount
           FROM ledger_record_versions WHERE company_id = $1`,
        [c.companyId],
      );
      expect(versions).toEqual([
        {
          record_id: smith.id,
          upload_id: first.body.upload_id,
          replaced_by_upload_id: second.body.upload_id,
          kind: 'updated',
          amount: 100,
        },
      ]);
    });

    it('skips a line whose Line ID is stored with the very same values', async () => {
      const c = await company();
      const line = aLedgerRow({ line_id: 'SAME-1' });
      await c.upload([line, aLedgerRow()]);
      const again = await c.upload([line, aLedgerRow({ line_id: 'SAME-2' })]);
      expect(again.body).toMatchObject(counts(1, 0, 1, 0));
      expect(await c.rows()).toHaveLength(3);
    });

    it('refuses the same Line ID twice in one file as a row error, in JSON and in a CSV, storing nothing', async () => {
      const c = await company();
      const data = [
        aLedgerRow({ line_id: 'DUP-1' }),
        aLedgerRow({ line_id: 'DUP-2' }),
        aLedgerRow({ line_id: 'DUP-1' }),
      ];
      const json = await c.upload(data);
      expect(json.status).toBe(400);
      expect(json.body).toMatchObject({
        message: 'Invalid CSV Data.',
        invalidRowCount: 1,
        issues: [{ row: 4, column: 'Line ID', message: 'Line ID is already used on row 2' }],
      });
      const csv = await t.http
        .post('/api/bee/ledger/csv')
        .set('Authorization', c.auth)
        .attach('file', Buffer.from(aCsv(data)), { filename: 'dup.csv', contentType: 'text/csv' });
      expect(csv.status).toBe(400);
      expect(csv.body.issues).toEqual([
        {
          row: 4,
          column: 'Line ID',
          message: 'Line ID is already used on row 2',
          code: 'CSV_DUPLICATE_LINE_ID',
          params: { row: 2 },
        },
      ]);
      const preview = await c.preview(data);
      expect(preview.status).toBe(400);
      expect(await c.state()).toEqual({ rows: [], uploads: [], versions: [{ n: 0 }] });
    });

    it('keeps Line IDs per company: the same id in another company is an unrelated line', async () => {
      const a = await company();
      const b = await company();
      await a.upload([aLedgerRow({ line_id: 'SHARED-1', amount: 10 }), aLedgerRow()]);
      const inB = await b.upload([aLedgerRow({ line_id: 'SHARED-1', amount: 99 }), aLedgerRow()]);
      expect(inB.body).toMatchObject(counts(2, 0, 0, 0));
      expect((await a.rows())[0]).toMatchObject({
        line_id: 'SHARED-1',
        amount: 10,
        changed_at: null,
      });
      expect((await b.rows())[0]).toMatchObject({ line_id: 'SHARED-1', amount: 99 });
    });

    it('reads the Line ID column of a CSV file', async () => {
      const c = await company();
      const res = await t.http
        .post('/api/bee/ledger/csv')
        .set('Authorization', c.auth)
        .attach('file', Buffer.from(aCsv([aLedgerRow({ line_id: 'CSV-1' }), aLedgerRow()])), {
          filename: 'ids.csv',
          contentType: 'text/csv',
        });
      expect(res.status).toBe(200);
      expect((await c.rows()).map((r) => r.line_id)).toEqual(['CSV-1', null]);
      // And the Master CSV gives it back in its column, after Manual Note.
      const master = await t.http
        .get('/api/bee/ledger.csv')
        .set('Authorization', c.auth)
        .buffer(true)
        .parse((r, done) => {
          let text = '';
          r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          r.on('end', () => done(null, text));
        });
      const lines = (master.body as string).split('\r\n');
      expect(lines[0].endsWith('Manual Note,Line ID')).toBe(true);
      expect(lines[1].endsWith(',CSV-1')).toBe(true);
    });
  });

  describe('exact duplicates', () => {
    const dup = () => aLedgerRow({ item_name: 'Twice', amount: 42, manual_note: 'same' });

    it('skips as many duplicates as are stored (multiplicity) and adds the rest by default', async () => {
      const c = await company();
      await c.upload([dup(), dup()]);
      const res = await c.upload([dup(), dup(), dup(), aLedgerRow({ item_name: 'New' })]);
      expect(res.body).toMatchObject(counts(2, 0, 2, 0));
      const rows = await c.rows();
      expect(rows.filter((r) => r.item_name === 'Twice')).toHaveLength(3);
      expect(rows).toHaveLength(4);
    });

    it('adds them anyway with duplicates=add', async () => {
      const c = await company();
      await c.upload([dup(), dup()]);
      const res = await c.upload([dup(), dup()], { duplicates: 'add' });
      expect(res.body).toMatchObject(counts(2, 0, 0, 0));
      expect(await c.rows()).toHaveLength(4);
    });

    it('does not treat a line differing in one field as a duplicate', async () => {
      const c = await company();
      await c.upload([dup(), dup()]);
      const res = await c.upload([
        { ...dup(), manual_note: 'other' },
        { ...dup(), amount: 43 },
      ]);
      expect(res.body).toMatchObject(counts(2, 0, 0, 0));
    });
  });

  describe('PENDING lines arriving with a pay date', () => {
    const pending = (over: RecordFields = {}) =>
      aLedgerRow({
        pay_date: 'PENDING',
        item_name: 'Ortiz',
        item_pay_type: 'M2',
        amount: 500,
        ...over,
      });

    it('updates the pending line by default (same rep, item, pay type and amount), one for one', async () => {
      const c = await company();
      await c.upload([pending(), pending(), aLedgerRow()]);
      const before = await c.rows();
      const res = await c.upload([
        pending({ pay_date: '2024-04-05', manual_note: 'Paid' }),
        pending({ pay_date: '2024-04-05', amount: 501 }),
      ]);
      expect(res.body).toMatchObject(counts(1, 1, 0, 0));
      const after = await c.rows();
      expect(after.find((r) => r.id === before[0].id)).toMatchObject({
        pay_status: 'PAID',
        pay_date: '2024-04-05',
        manual_note: 'Paid',
        previous: expect.objectContaining({ pay_date: 'PENDING' }),
      });
      expect(after.find((r) => r.id === before[1].id)).toMatchObject({ pay_status: 'PENDING' });
      expect(after).toHaveLength(4);
    });

    it('adds a new line and leaves the pending one with pending=add', async () => {
      const c = await company();
      await c.upload([pending(), aLedgerRow()]);
      const res = await c.upload([pending({ pay_date: '2024-04-05' }), aLedgerRow()], {
        pending: 'add',
      });
      expect(res.body).toMatchObject(counts(2, 0, 0, 0));
      expect((await c.rows()).filter((r) => r.pay_status === 'PENDING')).toHaveLength(1);
    });
  });

  describe('replace every line of the pay dates in the file', () => {
    it('removes the stored lines of those dates and adds the file, leaving other dates alone', async () => {
      const c = await company();
      await c.upload([
        aLedgerRow({ pay_date: '2024-03-05', item_name: 'A' }),
        aLedgerRow({ pay_date: '2024-03-05', item_name: 'B' }),
        aLedgerRow({ pay_date: '2024-03-19', item_name: 'C' }),
        aLedgerRow({ pay_date: 'PENDING', item_name: 'D', amount: 7 }),
      ]);
      const res = await c.upload(
        [
          aLedgerRow({ pay_date: '2024-03-05', item_name: 'A2' }),
          aLedgerRow({ pay_date: '2024-03-05', item_name: 'B2' }),
        ],
        { replace_pay_dates: 'true' },
      );
      expect(res.body).toMatchObject(counts(2, 0, 0, 2));
      expect((await c.rows()).map((r) => r.item_name).sort()).toEqual(['A2', 'B2', 'C', 'D']);
    });

    it('is atomic: a refused file removes nothing', async () => {
      const c = await company();
      await c.upload([aLedgerRow({ item_name: 'Keep' }), aLedgerRow({ item_name: 'Keep too' })]);
      const before = await c.state();
      const res = await c.upload([aLedgerRow(), aLedgerRow({ amount: 'lots' })], {
        replace_pay_dates: 'true',
      });
      expect(res.status).toBe(400);
      expect(await c.state()).toEqual(before);
    });

    it('refuses unknown option values with a clear message, storing nothing', async () => {
      const c = await company();
      const res = await c.upload([aLedgerRow(), aLedgerRow()], { duplicates: 'maybe' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('duplicates: duplicates must be skip or add');
      const bad = await c.preview([aLedgerRow()], { replace_pay_dates: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('replace_pay_dates: replace_pay_dates must be true or false');
      expect(await c.rows()).toEqual([]);
    });
  });

  describe('preview', () => {
    it('answers what the upload would do per rep and per pay date, and stores nothing', async () => {
      const c = await company();
      await c.upload([
        aLedgerRow({
          rep_email: 'ann@x.example',
          rep_name: 'Ann',
          item_name: 'P',
          pay_date: 'PENDING',
          amount: 300,
        }),
        aLedgerRow({ rep_email: 'ann@x.example', rep_name: 'Ann', item_name: 'Dup', amount: 50 }),
        aLedgerRow({ rep_email: 'bob@x.example', rep_name: 'Bob', line_id: 'B-1', amount: 80 }),
      ]);
      const before = await c.state();
      const [version] = await t.db.query(`SELECT data_version FROM companies WHERE id = $1`, [
        c.companyId,
      ]);
      const file = [
        aLedgerRow({
          rep_email: 'ann@x.example',
          rep_name: 'Ann',
          item_name: 'P',
          pay_date: '2024-04-05',
          amount: 300,
        }),
        aLedgerRow({ rep_email: 'ann@x.example', rep_name: 'Ann', item_name: 'Dup', amount: 50 }),
        aLedgerRow({
          rep_email: 'ann@x.example',
          rep_name: 'Ann',
          item_name: 'New',
          pay_date: '2024-04-05',
          amount: 20,
        }),
        aLedgerRow({ rep_email: 'bob@x.example', rep_name: 'Bob', line_id: 'B-1', amount: 95 }),
      ];
      const res = await c.preview(file);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ...counts(1, 2, 1, 0),
        lineCount: 4,
        preview_token: expect.stringMatching(/^[0-9a-f]{64}$/),
        reps: [
          {
            rep_email: 'ann@x.example',
            rep_name: 'Ann',
            added: 1,
            changed: 1,
            removed: 0,
            skipped: 1,
            total_change: 20,
          },
          {
            rep_email: 'bob@x.example',
            rep_name: 'Bob',
            added: 0,
            changed: 1,
            removed: 0,
            skipped: 0,
            total_change: 15,
          },
        ],
      });
      // The PENDING line that got its date leaves PENDING (−300) and joins 2024-04-05 (+300).
      expect(res.body.pay_dates).toEqual([
        { pay_date: 'PENDING', added: 0, changed: 1, removed: 0, skipped: 0, total_change: -300 },
        { pay_date: '2024-04-05', added: 1, changed: 1, removed: 0, skipped: 0, total_change: 320 },
        { pay_date: '2024-03-05', added: 0, changed: 1, removed: 0, skipped: 1, total_change: 15 },
      ]);
      const bobLine = res.body.lines.find(
        (l: { rep_email: string }) => l.rep_email === 'bob@x.example',
      );
      expect(bobLine).toMatchObject({
        action: 'updated',
        before: { amount: 80, line_id: 'B-1' },
        after: { amount: 95, line_id: 'B-1' },
      });
      expect(await c.state()).toEqual(before);
      const [still] = await t.db.query(`SELECT data_version FROM companies WHERE id = $1`, [
        c.companyId,
      ]);
      expect(still).toEqual(version);

      // The commit with the token stores exactly that.
      const commit = await c.upload(file, { preview_token: res.body.preview_token });
      expect(commit.status).toBe(200);
      expect(commit.body).toMatchObject(counts(1, 2, 1, 0));
    });

    it('takes a multipart CSV file like POST /bee/ledger/csv', async () => {
      const c = await company();
      const res = await t.http
        .post('/api/bee/ledger/preview')
        .set('Authorization', c.auth)
        .attach('file', Buffer.from(aCsv([aLedgerRow(), aLedgerRow()])), {
          filename: 'p.csv',
          contentType: 'text/csv',
        });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(counts(2, 0, 0, 0));
      expect(await c.rows()).toEqual([]);
    });

    it('answers 409 to a commit after another upload changed the ledger, storing nothing', async () => {
      const c = await company();
      await c.upload([aLedgerRow({ line_id: 'X-1', amount: 1 }), aLedgerRow()]);
      const file = [aLedgerRow({ line_id: 'X-1', amount: 2 }), aLedgerRow({ item_name: 'Fresh' })];
      const previewed = await c.preview(file);
      expect(previewed.status).toBe(200);
      await c.upload([aLedgerRow({ item_name: 'Meanwhile' }), aLedgerRow()]);
      const before = await c.state();
      const commit = await c.upload(file, { preview_token: previewed.body.preview_token });
      expect(commit.status).toBe(409);
      expect(commit.body.message).toBe(LEDGER_CHANGED);
      expect(commit.body.code).toBe('LEDGER_PREVIEW_STALE');
      expect(await c.state()).toEqual(before);
      // Another file (or other options) than the previewed one is refused the same way.
      const again = await c.preview(file);
      const other = await c.upload(file, {
        preview_token: again.body.preview_token,
        duplicates: 'add',
      });
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('LEDGER_PREVIEW_STALE');
      expect(await c.state()).toEqual(before);
    });
  });

  describe('undo', () => {
    it('restores the versions an upload replaced and the lines it removed, and deletes what it added', async () => {
      const c = await company();
      const first = await c.upload([
        aLedgerRow({ line_id: 'U-1', amount: 100, pay_date: '2024-05-01' }),
        aLedgerRow({ pay_date: 'PENDING', item_name: 'Pend', amount: 70 }),
        aLedgerRow({ pay_date: '2024-05-15', item_name: 'Old period' }),
      ]);
      const before = await c.rows();
      const second = await c.upload(
        [
          aLedgerRow({ line_id: 'U-1', amount: 130, pay_date: '2024-05-01' }),
          aLedgerRow({ pay_date: '2024-05-29', item_name: 'Pend', amount: 70 }),
          aLedgerRow({ pay_date: '2024-05-15', item_name: 'New period' }),
        ],
        { replace_pay_dates: 'true' },
      );
      // U-1's date 2024-05-01 is replaced too, so U-1 is removed and added again as a new line.
      expect(second.body).toMatchObject(counts(2, 1, 0, 2));
      const res = await c.undo(second.body.upload_id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deleted: 2, restored: 3 });
      expect(await c.rows()).toEqual(before);
      expect((await c.state()).versions).toEqual([{ n: 0 }]);
      expect((await c.rows()).every((r) => r.upload_id === first.body.upload_id)).toBe(true);
    });

    it('refuses to undo an upload whose lines a later upload changed, listing those uploads newest first', async () => {
      const c = await company();
      const first = await c.upload([
        aLedgerRow({ line_id: 'O-1', amount: 1 }),
        aLedgerRow({ line_id: 'O-2' }),
      ]);
      const second = await c.upload([aLedgerRow({ line_id: 'O-1', amount: 2 }), aLedgerRow()]);
      const third = await c.upload([aLedgerRow({ line_id: 'O-2', amount: 3 }), aLedgerRow()]);
      const before = await c.state();
      const res = await c.undo(first.body.upload_id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Later uploads changed lines of this upload. Undo them first, newest first.',
      );
      expect(res.body.uploads.map((u: { id: number }) => u.id)).toEqual([
        third.body.upload_id,
        second.body.upload_id,
      ]);
      expect(await c.state()).toEqual(before);
      // Newest first works, and brings back the first upload's values.
      expect((await c.undo(third.body.upload_id)).status).toBe(200);
      expect((await c.undo(second.body.upload_id)).status).toBe(200);
      expect((await c.rows()).map((r) => [r.line_id, r.amount])).toEqual([
        ['O-1', 1],
        ['O-2', 100],
      ]);
      expect((await c.undo(first.body.upload_id)).status).toBe(200);
      expect(await c.rows()).toEqual([]);
    });
  });
});
