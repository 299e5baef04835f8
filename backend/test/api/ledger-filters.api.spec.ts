// The ledger screen's controls over GET /api/bee/ledger (issue 27): page sizes, filters by pay
// date, rep and status, sorting by date, rep and amount, each combined with the search and the
// others, scoped to the caller's company; bad values are 400 with a code naming the parameter.
import { aLedgerRow, anotherCompany, type OtherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

interface Row {
  id: number;
  pay_date: string;
  rep_name: string;
  rep_email: string;
  amount: number;
}

describe('ledger filters, sorting and page sizes', () => {
  let t: TestApp;
  let mine: OtherCompany;
  let theirs: OtherCompany;
  const get = (query: Record<string, string | number>, auth = mine.auth) =>
    t.http.get('/api/bee/ledger').query(query).set('Authorization', auth);

  beforeAll(async () => {
    t = await startTestApp();
    mine = await anotherCompany(t, 'Filters Co.');
    theirs = await anotherCompany(t, 'Other Filters Co.');
    const rows = [
      ['2026-11-06', 'Ann Lee', 'ann@x.example', 300],
      ['2026-11-06', 'bob Roe', 'bob@x.example', -50],
      ['2026-11-20', 'Ann Lee', ' ANN@x.example', 1432.18],
      ['2026-11-20', 'Cy Diaz', 'cy@x.example', 20],
      ['PENDING', 'Ann Lee', 'ann@x.example', 75],
      ['CANCELLED', 'Bob Roe', 'bob@x.example', 640],
    ] as const;
    const data = rows.map(([pay_date, rep_name, rep_email, amount]) =>
      aLedgerRow({ pay_date, rep_name, rep_email, amount }),
    );
    for (const company of [mine, theirs]) {
      const res = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', company.auth)
        .send({ data });
      expect(res.status).toBe(200);
    }
    // Many rows for the page sizes: 120 more lines of one date.
    const many = Array.from({ length: 120 }, (_, i) =>
      aLedgerRow({
        pay_date: '2026-10-09',
        rep_email: 'dee@x.example',
        rep_name: 'Dee',
        amount: i,
      }),
    );
    expect(
      (await t.http.post('/api/bee/ledger').set('Authorization', mine.auth).send({ data: many }))
        .status,
    ).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it('keeps the whole ledger as an array when no parameter is given', async () => {
    const res = await t.http.get('/api/bee/ledger').set('Authorization', mine.auth);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(126);
  });

  it.each([10, 25, 50, 100])('pages %i rows at a time', async (pageSize) => {
    const res = await get({ page: 1, pageSize });
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(pageSize);
    expect(res.body).toMatchObject({ total: 126, page: 1, pages: Math.ceil(126 / pageSize) });
  });

  it('filters by pay date, by the PENDING and CANCELLED buckets, and only in the caller’s company', async () => {
    const nov6 = await get({ pay_date: '2026-11-06', pageSize: 100 });
    expect(nov6.body.total).toBe(2);
    expect(nov6.body.rows.map((r: Row) => r.amount).sort()).toEqual([-50, 300]);
    const pending = await get({ pay_date: 'pending' });
    expect(pending.body.rows.map((r: Row) => [r.pay_date, r.amount])).toEqual([['PENDING', 75]]);
    const theirPending = await get({ pay_date: 'PENDING' }, theirs.auth);
    expect(theirPending.body.total).toBe(1);
    expect(theirPending.body.rows[0].id).not.toBe(pending.body.rows[0].id);
  });

  it('filters by rep email whatever its case and spaces', async () => {
    const res = await get({ rep: '  Ann@X.example ', pageSize: 100 });
    expect(res.body.total).toBe(3);
    expect(res.body.rows.map((r: Row) => r.amount).sort((a: number, b: number) => a - b)).toEqual([
      75, 300, 1432.18,
    ]);
  });

  it('filters by status', async () => {
    expect((await get({ status: 'CANCELLED' })).body.rows.map((r: Row) => r.amount)).toEqual([640]);
    expect((await get({ status: 'PENDING' })).body.total).toBe(1);
    expect((await get({ status: 'PAID' })).body.total).toBe(124);
  });

  it('combines filters with each other and with the search', async () => {
    const res = await get({ rep: 'ann@x.example', status: 'PAID', search: '1,432' });
    expect(res.body.rows.map((r: Row) => r.amount)).toEqual([1432.18]);
    expect((await get({ rep: 'ann@x.example', pay_date: '2026-11-06' })).body.total).toBe(1);
    expect((await get({ rep: 'nobody@x.example' })).body).toMatchObject({ rows: [], total: 0 });
  });

  it('sorts by amount both ways, by rep name without regard to case, and by date both ways', async () => {
    const amounts = async (sort: string) =>
      (await get({ sort, pageSize: 3, pay_date: '2026-11-06' })).body.rows.map(
        (r: Row) => r.amount,
      );
    expect(await amounts('amount')).toEqual([-50, 300]);
    expect(await amounts('-amount')).toEqual([300, -50]);
    const top = await get({ sort: '-amount', pageSize: 2 });
    expect(top.body.rows.map((r: Row) => r.amount)).toEqual([1432.18, 640]);

    // 124 PAID lines, 120 of them Dee's: the first page by name and the last one backwards.
    const reps = async (sort: string, page: number) =>
      (await get({ sort, page, pageSize: 100, status: 'PAID' })).body.rows
        .map((r: Row) => r.rep_name)
        .filter((name: string, i: number, all: string[]) => all.indexOf(name) === i);
    expect(await reps('rep', 1)).toEqual(['Ann Lee', 'bob Roe', 'Cy Diaz', 'Dee']);
    expect(await reps('-rep', 2)).toEqual(['Dee', 'Cy Diaz', 'bob Roe', 'Ann Lee']);

    const newest = await get({ pageSize: 3 });
    expect(newest.body.rows.map((r: Row) => r.pay_date)).toEqual([
      'CANCELLED',
      'PENDING',
      '2026-11-20',
    ]);
    const oldest = await get({ sort: 'date', pageSize: 100, page: 2 });
    expect(oldest.body.rows.slice(-2).map((r: Row) => r.pay_date)).toEqual([
      'PENDING',
      'CANCELLED',
    ]);
    const first = await get({ sort: 'date', pageSize: 1 });
    expect(first.body.rows[0].pay_date).toBe('2026-10-09');
  });

  it('pages a sorted ledger without repeating or losing a row', async () => {
    const ids: number[] = [];
    for (let page = 1; page <= 6; page++) {
      const res = await get({ sort: 'amount', pageSize: 25, page });
      ids.push(...res.body.rows.map((r: Row) => r.id));
    }
    expect(new Set(ids).size).toBe(126);
  });

  it.each([
    [
      { pageSize: 0 },
      'LEDGER_PAGE_SIZE_INVALID',
      'pageSize: pageSize must be a whole number from 1 to 100',
    ],
    [
      { pageSize: 101 },
      'LEDGER_PAGE_SIZE_INVALID',
      'pageSize: pageSize must be a whole number from 1 to 100',
    ],
    [{ page: 'x' }, 'LEDGER_PAGE_INVALID', 'page: page must be a whole number from 1'],
    [
      { sort: 'id' },
      'LEDGER_SORT_INVALID',
      'sort: sort must be one of -date, date, rep, -rep, amount, -amount',
    ],
    [
      { pay_date: '2026-13-40' },
      'LEDGER_PAY_DATE_INVALID',
      'pay_date must be a date (YYYY-MM-DD), PENDING or CANCELLED',
    ],
    [
      { status: 'paid' },
      'LEDGER_STATUS_INVALID',
      'status: status must be PAID, PENDING or CANCELLED',
    ],
    [
      { rep: 'a'.repeat(321) },
      'LEDGER_REP_INVALID',
      "rep: rep must be a rep's email of at most 320 characters",
    ],
  ])('refuses %o with a code (400)', async (query, code, message) => {
    const res = await get(query as Record<string, string | number>);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code, message });
  });

  it('refuses a parameter given twice', async () => {
    const res = await t.http
      .get('/api/bee/ledger?sort=rep&sort=amount')
      .set('Authorization', mine.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('LEDGER_SORT_INVALID');
  });
});
