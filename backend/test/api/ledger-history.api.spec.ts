// Upload history and undo (GET /api/bee/uploads, DELETE /api/bee/uploads/:id), and that one
// company never sees or touches another's ledger, batches or reps.
import {
  aCsv,
  aLedgerRow,
  anotherCompany,
  countRows,
  someLedgerRows,
  type OtherCompany,
} from '../support/builders.js';
import { DEMO_ADMIN, DEMO_VIEWER, startSignedIn, type TestApp } from '../support/harness.js';

const DEMO = 10;

describe('upload history and tenancy', () => {
  let t: TestApp;
  let auth: string;
  let other: OtherCompany;
  beforeAll(async () => {
    ({ t, auth } = await startSignedIn());
    other = await anotherCompany(t);
  }, 60_000);
  afterAll(() => t.close());

  const upload = async (data: Record<string, unknown>[], as = auth, file_name?: string) => {
    const res = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', as)
      .send({ data, file_name });
    expect(res.status).toBe(200);
    return res.body as { upload_id: number; newEmails: string[] };
  };
  const uploads = async (as = auth) =>
    (await t.http.get('/api/bee/uploads').set('Authorization', as)).body;
  const undo = (id: number | string, as = auth) =>
    t.http.delete(`/api/bee/uploads/${id}`).set('Authorization', as);

  it('lists batches newest first with who, when, file, rows and total', async () => {
    const first = await upload(
      [aLedgerRow({ amount: 10.1 }), aLedgerRow({ amount: 20.2 })],
      auth,
      'january.csv',
    );
    const csv = await t.http
      .post('/api/bee/ledger/csv')
      .set('Authorization', auth)
      .attach('file', Buffer.from(aCsv([aLedgerRow({ amount: -5 })])), {
        filename: 'february.csv',
        contentType: 'text/csv',
      });
    const list = await uploads();
    expect(list.slice(0, 2)).toEqual([
      {
        id: csv.body.upload_id,
        file_name: 'february.csv',
        uploaded_by: DEMO_ADMIN.email,
        uploaded_by_name: 'Dana Admin',
        created_at: expect.any(String),
        row_count: 1,
        total_amount: -5,
        undone: false,
        undone_at: null,
        undone_by: null,
        undone_by_name: null,
      },
      {
        id: first.upload_id,
        file_name: 'january.csv',
        uploaded_by: DEMO_ADMIN.email,
        uploaded_by_name: 'Dana Admin',
        created_at: expect.any(String),
        row_count: 2,
        total_amount: 30.3,
        undone: false,
        undone_at: null,
        undone_by: null,
        undone_by_name: null,
      },
    ]);
    expect(Number.isNaN(Date.parse(list[0].created_at))).toBe(false);
  });

  it('undoes exactly the rows of one batch', async () => {
    const keep = await upload(someLedgerRows(3, () => ({ item_name: 'Keep me' })));
    const drop = await upload(someLedgerRows(4, () => ({ item_name: 'Drop me' })));
    const before = await countRows(t, DEMO);
    const res = await undo(drop.upload_id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 4, restored: 0 });
    expect(await countRows(t, DEMO)).toBe(before - 4);
    const ledger = (await t.http.get('/api/bee/ledger').set('Authorization', auth)).body as {
      item_name: string;
    }[];
    expect(ledger.filter((r) => r.item_name === 'Drop me')).toHaveLength(0);
    expect(ledger.filter((r) => r.item_name === 'Keep me')).toHaveLength(3);
    const list = (await uploads()) as { id: number; undone: boolean }[];
    expect(list.find((u) => u.id === keep.upload_id)?.undone).toBe(false);
    expect(list.find((u) => u.id === drop.upload_id)?.undone).toBe(true);
    const again = await undo(drop.upload_id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('UPLOAD_ALREADY_UNDONE');
    expect(await countRows(t, DEMO)).toBe(before - 4);
  });

  it('keeps an undone upload in the history, marked undone with when and by whom', async () => {
    const kept = await upload(
      someLedgerRows(2, () => ({ item_name: 'Undone kept' })),
      auth,
      'march.csv',
    );
    const before = (await uploads()) as { id: number }[];
    expect((await undo(kept.upload_id)).status).toBe(200);
    const after = (await uploads()) as Record<string, unknown>[];
    // Same list, same order: nothing vanished.
    expect(after.map((u) => u.id)).toEqual(before.map((u) => u.id));
    const row = after.find((u) => u.id === kept.upload_id)!;
    expect(row).toMatchObject({
      file_name: 'march.csv',
      row_count: 2,
      undone: true,
      undone_by: DEMO_ADMIN.email,
      undone_by_name: 'Dana Admin',
    });
    expect(Date.parse(String(row.undone_at))).toBeGreaterThanOrEqual(
      Date.parse(String(row.created_at)),
    );
    // An undone upload never blocks undoing an earlier one.
    const earlier = await upload([aLedgerRow({ line_id: 'UNDONE-1', amount: 1 })]);
    const later = await upload([aLedgerRow({ line_id: 'UNDONE-1', amount: 2 })]);
    expect((await undo(later.upload_id)).status).toBe(200);
    expect((await undo(earlier.upload_id)).status).toBe(200);
  });

  it('pages with totals that follow every upload and undo', async () => {
    const total = async () =>
      (
        await t.http
          .get('/api/bee/ledger?page=1&pageSize=10&search=counted')
          .set('Authorization', auth)
      ).body.total;
    expect(await total()).toBe(0);
    const first = await upload(someLedgerRows(3, () => ({ item_name: 'Counted' })));
    expect(await total()).toBe(3);
    await upload(someLedgerRows(2, () => ({ item_name: 'Counted too' })));
    expect(await total()).toBe(5);
    expect((await undo(first.upload_id)).body).toEqual({ deleted: 3, restored: 0 });
    expect(await total()).toBe(2);
  });

  it('answers 404 for a missing batch and 400 for an id that is not a number', async () => {
    expect((await undo(999_999)).body).toEqual({
      statusCode: 404,
      code: 'UPLOAD_NOT_FOUND',
      message: 'Upload not found',
      error: 'Not Found',
    });
    expect((await undo(99_999_999_999)).status).toBe(404);
    expect((await undo('abc')).status).toBe(400);
  });

  it("keeps each company's ledger, batches and reps to itself", async () => {
    const mine = await upload([
      aLedgerRow({ rep_email: 'shared.rep@example.com', item_name: 'Demo only' }),
    ]);
    const theirs = await upload(
      [aLedgerRow({ rep_email: 'Shared.Rep@example.com', item_name: 'Other only' })],
      other.auth,
    );
    // The same rep is new in each company: rep keys are per company.
    expect(mine.newEmails).toEqual(['shared.rep@example.com']);
    expect(theirs.newEmails).toEqual(['Shared.Rep@example.com']);

    const otherLedger = (await t.http.get('/api/bee/ledger').set('Authorization', other.auth)).body;
    expect(otherLedger.map((r: { item_name: string }) => r.item_name)).toEqual(['Other only']);
    const otherPage = (
      await t.http.get('/api/bee/ledger?search=demo only').set('Authorization', other.auth)
    ).body;
    expect(otherPage).toMatchObject({ total: 0, rows: [] });
    expect((await uploads(other.auth)).map((u: { id: number }) => u.id)).toEqual([
      theirs.upload_id,
    ]);
    expect((await uploads()).map((u: { id: number }) => u.id)).not.toContain(theirs.upload_id);
  });

  it("cannot undo another company's batch", async () => {
    const mine = await upload(someLedgerRows(2, () => ({ item_name: 'Not yours' })));
    const before = await countRows(t, DEMO);
    const res = await undo(mine.upload_id, other.auth);
    expect(res.status).toBe(404);
    expect(await countRows(t, DEMO)).toBe(before);
    expect((await uploads()).map((u: { id: number }) => u.id)).toContain(mine.upload_id);
  });

  it('needs an admin for the history and the undo', async () => {
    const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
    expect((await t.http.get('/api/bee/uploads').set('Authorization', viewer)).status).toBe(403);
    expect((await undo(1, viewer)).status).toBe(403);
    expect((await t.http.get('/api/bee/uploads')).status).toBe(401);
    expect((await t.http.get('/api/bee/ledger').set('Authorization', viewer)).status).toBe(403);
  });
});
