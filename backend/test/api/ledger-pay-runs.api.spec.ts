// The admin ledger during pay runs (issue 29 §2, "the admin ledger shows both"): with review on, a
// line of a pay date reps do not see yet says so on the ledger page — `pay_run` for a pay date
// never published (the "Draft" badge), `published_amount` beside the live amount for a line an
// unpublished revision changed or added. With review off the page has neither field.
import { aLedgerRow, anotherCompany, type OtherCompany } from '../support/builders.js';
import { startSignedIn, type TestApp } from '../support/harness.js';

const REP = 'lena.ledger@payruns.example';
const OCT = '2026-10-15';
const NOV = '2026-11-15';

type PageRow = {
  id: number;
  pay_date: string;
  item_name: string;
  amount: number;
  pay_run?: string;
  published_amount?: number | null;
};

describe('the ledger page during pay runs', () => {
  let t: TestApp;
  let co: OtherCompany;
  let admin: string;

  const row = (overrides: Record<string, unknown>) =>
    aLedgerRow({ rep_email: REP, rep_name: 'Lena Ledger', manager_email: null, ...overrides });
  const uploaded = async (data: Record<string, unknown>[]) => {
    const res = await t.http.post('/api/bee/ledger').set('Authorization', admin).send({ data });
    expect(res.status).toBe(200);
  };
  const page = async (query = 'page=1&pageSize=50') => {
    const res = await t.http.get(`/api/bee/ledger?${query}`).set('Authorization', admin);
    expect(res.status).toBe(200);
    return res.body as { rows: PageRow[]; total: number };
  };
  const byItem = async (query?: string) =>
    Object.fromEntries((await page(query)).rows.map((r) => [r.item_name, r]));
  const settings = (review: boolean) =>
    t.http
      .put('/api/bee/pay-run-settings')
      .set('Authorization', admin)
      .send({ review_before_publish: review, second_approver: false });
  const publish = async (payDate: string, approved = false) => {
    if (!approved) {
      const approve = await t.http
        .post(`/api/bee/pay-dates/${payDate}/approve`)
        .set('Authorization', admin)
        .send({});
      expect(approve.status).toBe(200);
    }
    const res = await t.http
      .post(`/api/bee/pay-dates/${payDate}/publish`)
      .set('Authorization', admin)
      .send({});
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    ({ t } = await startSignedIn());
    co = await anotherCompany(t, 'Ledger Pay Runs Co.');
    admin = co.auth;
  }, 60_000);
  afterAll(() => t.close());

  it('with review off, the page rows carry no pay-run field', async () => {
    await uploaded([
      row({ pay_date: OCT, amount: 1200, item_name: 'Henderson Residence', line_id: 'H-1' }),
      row({ pay_date: OCT, amount: 300, item_name: 'Okafor Roof', line_id: 'O-1' }),
    ]);
    const found = await page();
    expect(found.total).toBe(2);
    for (const r of found.rows)
      expect(Object.keys(r).sort()).toEqual(
        [
          'amount',
          'breakdown',
          'id',
          'item_name',
          'item_pay_type',
          'manager_email',
          'manual_note',
          'pay_date',
          'rep_email',
          'rep_name',
        ].sort(),
      );
  });

  it('with review on: a draft pay date is badged, a revision shows the published amount beside the draft one', async () => {
    expect((await settings(true)).status).toBe(200);
    // Turning review on published what reps saw: nothing to show yet.
    let rows = await byItem();
    expect(rows['Henderson Residence']).not.toHaveProperty('published_amount');
    expect(rows['Henderson Residence']).not.toHaveProperty('pay_run');

    // A new pay date is a draft (never published).
    await uploaded([row({ pay_date: NOV, amount: 80, item_name: 'Nguyen Solar' })]);
    rows = await byItem();
    expect(rows['Nguyen Solar']).toMatchObject({ pay_date: NOV, amount: 80, pay_run: 'draft' });
    expect(rows['Nguyen Solar']).not.toHaveProperty('published_amount');
    await t.http.post(`/api/bee/pay-dates/${NOV}/approve`).set('Authorization', admin).send({});
    expect((await byItem())['Nguyen Solar']).toMatchObject({ pay_run: 'approved' });

    // A change to the published October: one line updated, one added, one unchanged.
    await uploaded([
      row({ pay_date: OCT, amount: 1250, item_name: 'Henderson Residence', line_id: 'H-1' }),
      row({ pay_date: OCT, amount: 40, item_name: 'Late Addendum' }),
    ]);
    rows = await byItem();
    expect(rows['Henderson Residence']).toMatchObject({ amount: 1250, published_amount: 1200 });
    expect(rows['Henderson Residence']).not.toHaveProperty('pay_run');
    expect(rows['Late Addendum']).toMatchObject({ amount: 40, published_amount: null });
    expect(rows['Okafor Roof']).not.toHaveProperty('published_amount');
    // A search's page (one pass: page and count) says the same.
    const searched = await byItem('page=1&pageSize=50&search=henderson');
    expect(searched['Henderson Residence']).toMatchObject({ amount: 1250, published_amount: 1200 });

    // Published: the revision is what reps see, nothing left to show.
    await publish(OCT);
    await publish(NOV, true);
    for (const r of Object.values(await byItem())) {
      expect(r).not.toHaveProperty('published_amount');
      expect(r).not.toHaveProperty('pay_run');
    }
  });

  it('turning review off again: no pay-run field even with a draft left over', async () => {
    await uploaded([
      row({ pay_date: OCT, amount: 1300, item_name: 'Henderson Residence', line_id: 'H-1' }),
    ]);
    expect((await byItem())['Henderson Residence']).toMatchObject({ published_amount: 1250 });
    expect((await settings(false)).status).toBe(200);
    const rows = await byItem();
    expect(rows['Henderson Residence']).toMatchObject({ amount: 1300 });
    expect(rows['Henderson Residence']).not.toHaveProperty('published_amount');
  });
});
