// Pay runs (issue 29): a pay date's states and transitions, what reps see with review on (only
// published numbers, the published version during a revision), closed pay dates (row errors, or
// adjustments when asked; their totals never change), the second approver, reopen's reason, the
// trace (activity, webhooks) and tenancy. With review off the specification's flow is unchanged
// (the rest of the suite runs with review off, as before).
import { PAY_RUN_MESSAGES } from '@commissionbee/shared/pay-runs';
import { aLedgerRow, anotherCompany, viewKeyOf, type OtherCompany } from '../support/builders.js';
import { SUPER, startSignedIn, type TestApp } from '../support/harness.js';

const REP = 'rita.rep@payruns.example';
const OCT = '2026-10-15';
const closedCode = { code: 'CSV_PAY_DATE_CLOSED', params: { payDate: OCT } };
const NOV = '2026-11-15';
const DEC = '2026-12-15';

type RepLine = {
  id: number;
  pay_date: string;
  amount: number;
  item_name: string;
  item_pay_type: string;
  adjusts?: { pay_date: string; line: number };
};

describe('pay runs', () => {
  let t: TestApp;
  let demoAdmin: string;
  let co: OtherCompany;
  let admin: string;
  let second: string;
  let repKey: string;
  let firstUpload: number;

  const row = (overrides: Record<string, unknown>) =>
    aLedgerRow({ rep_email: REP, rep_name: 'Rita Rep', manager_email: null, ...overrides });
  const upload = (data: Record<string, unknown>[], query: Record<string, string> = {}) =>
    t.http.post('/api/bee/ledger').query(query).set('Authorization', admin).send({ data });
  const uploaded = async (data: Record<string, unknown>[], query: Record<string, string> = {}) => {
    const res = await upload(data, query);
    expect(res.status).toBe(200);
    return res.body.upload_id as number;
  };
  const post = (path: string, body: object = {}, as = admin) =>
    t.http.post(`/api/bee/pay-dates/${path}`).set('Authorization', as).send(body);
  const list = async () =>
    (await t.http.get('/api/bee/pay-dates').set('Authorization', admin)).body as {
      pay_date: string;
      state: string;
      total: number;
      published_total: number | null;
      change: number;
      revision: boolean;
    }[];
  const stateOf = async (payDate: string) => (await list()).find((p) => p.pay_date === payDate);
  /** What the rep's phone gets: the lines, by pay date, and the sum of each pay date. */
  const seen = async () => {
    const res = await t.http.get('/api/bee/rep-key-data').set('X-View-Key', repKey);
    expect(res.status).toBe(200);
    const lines = res.body.data as RepLine[];
    const totals: Record<string, number> = {};
    for (const l of lines)
      totals[l.pay_date] = Math.round(((totals[l.pay_date] ?? 0) + l.amount) * 100) / 100;
    return {
      lines,
      totals,
      published: res.body.published as Record<string, number> | undefined,
      keys: Object.keys(res.body),
    };
  };
  const approveAndPublish = async (payDate: string) => {
    expect((await post(`${payDate}/approve`, {}, second)).status).toBe(200);
    expect((await post(`${payDate}/publish`)).status).toBe(200);
  };

  beforeAll(async () => {
    ({ t, auth: demoAdmin } = await startSignedIn());
    co = await anotherCompany(t, 'Pay Runs Co.');
    admin = co.auth;
    // The second approver: the super user, switched into the company.
    second = await t.login(SUPER.email, SUPER.password);
    const switched = await t.http
      .post('/api/users/super-be')
      .set('Authorization', second)
      .send({ companyId: co.companyId });
    expect(switched.status).toBe(200);
    second = await t.login(SUPER.email, SUPER.password);
    const hook = await t.http
      .post('/api/bee/webhooks')
      .set('Authorization', admin)
      .send({
        url: 'http://127.0.0.1:9/hook',
        events: ['pay_date.published', 'pay_date.closed', 'pay_date.reopened'],
      });
    expect(hook.status).toBe(201);
  }, 60_000);
  afterAll(() => t.close());

  it('with review off (the default), an upload is published at once and there is nothing to approve', async () => {
    expect(
      (await t.http.get('/api/bee/pay-run-settings').set('Authorization', admin)).body,
    ).toEqual({ review_before_publish: false, second_approver: false });
    firstUpload = await uploaded([
      row({ pay_date: OCT, amount: 100, item_name: 'Henderson Residence', line_id: 'L-1' }),
      row({ pay_date: OCT, amount: 50, item_name: 'Okafor Roof' }),
    ]);
    repKey = await viewKeyOf(t, admin, REP);
    expect(
      (await t.http.get(`/api/bee/uploads/${firstUpload}/new-pay`).set('Authorization', admin))
        .body,
    ).toEqual({ reps: 1, review_before_publish: false });
    const now = await seen();
    expect(now.totals).toEqual({ [OCT]: 150 });
    // The answer's shape is the specification's (and issue 34's team summaries): no pay-run field
    // with review off.
    expect(now.keys.sort()).toEqual(
      ['calculator', 'company', 'company_id', 'custom_features', 'data', 'email', 'team'].sort(),
    );
    expect(await stateOf(OCT)).toMatchObject({
      state: 'published',
      total: 150,
      published_total: 150,
      change: 0,
      revision: false,
    });
    const approve = await post(`${OCT}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body).toMatchObject({
      code: 'PAY_DATE_TRANSITION',
      message: PAY_RUN_MESSAGES.reviewOff,
    });
  });

  it('with review on, a draft pay date is invisible to reps until a second admin approves it and it is published', async () => {
    const settings = await t.http
      .put('/api/bee/pay-run-settings')
      .set('Authorization', admin)
      .send({ review_before_publish: true, second_approver: true });
    expect(settings.body).toEqual({ review_before_publish: true, second_approver: true });
    // Turning review on changes nothing for the rep: what they saw was published.
    expect((await seen()).totals).toEqual({ [OCT]: 150 });

    const novUpload = await uploaded([
      row({ pay_date: NOV, amount: 250, item_name: 'Nguyen Solar' }),
    ]);
    // The upload's success step offers no "new pay" notice: reps hear of it when it is published.
    const newPay = await t.http
      .get(`/api/bee/uploads/${novUpload}/new-pay`)
      .set('Authorization', admin);
    expect(newPay.body).toEqual({ reps: 0, review_before_publish: true });
    const notify = await t.http
      .post(`/api/bee/uploads/${novUpload}/notify`)
      .set('Authorization', admin);
    expect(notify.body.total).toBe(0);
    expect(await stateOf(NOV)).toMatchObject({
      state: 'draft',
      total: 250,
      published_total: null,
      change: 250,
    });
    const draft = await seen();
    expect(draft.lines.some((l) => l.pay_date === NOV)).toBe(false);
    expect(draft.totals).toEqual({ [OCT]: 150 });

    // Nor can the rep ask about a draft line.
    const [draftLine] = await t.db.query(
      `SELECT id FROM ledger_records WHERE company_id = $1 AND pay_date = $2`,
      [co.companyId, NOV],
    );
    const asked = await t.http
      .post('/api/bee/rep/questions')
      .set('X-View-Key', repKey)
      .send({ record_id: draftLine.id, reason: 'amount_wrong', message: 'What is this?' });
    expect(asked.status).toBe(404);

    // Payroll offers published and closed pay dates only.
    const payroll = await t.http.get('/api/bee/payroll').set('Authorization', admin);
    expect(payroll.body.pay_dates).toEqual([OCT]);
    const exported = await t.http
      .get('/api/bee/payroll/export')
      .query({ payDate: NOV, format: 'generic' })
      .set('Authorization', admin);
    expect(exported.status).toBe(409);
    expect(exported.body.code).toBe('PAY_DATE_TRANSITION');

    // Publishing a draft, or approving one's own upload, is refused.
    const early = await post(`${NOV}/publish`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('PAY_DATE_TRANSITION');
    const own = await post(`${NOV}/approve`);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({
      code: 'PAY_DATE_SECOND_APPROVER',
      message: PAY_RUN_MESSAGES.secondApprover(NOV),
    });

    expect((await post(`${NOV}/approve`, {}, second)).status).toBe(200);
    expect((await stateOf(NOV))?.state).toBe('approved');
    expect((await seen()).totals).toEqual({ [OCT]: 150 });
    const published = await post(`${NOV}/publish`, { notify: false });
    expect(published.status).toBe(200);
    expect(published.body.pay_date).toMatchObject({
      pay_date: NOV,
      state: 'published',
      published_total: 250,
    });
    const after = await seen();
    expect(after.totals).toEqual({ [OCT]: 150, [NOV]: 250 });
    expect(Object.keys(after.published ?? {})).toContain(NOV);
    expect(
      (await t.http.get('/api/bee/payroll').set('Authorization', admin)).body.pay_dates,
    ).toEqual([NOV, OCT]);
    // Publishing twice is a clear 409.
    const again = await post(`${NOV}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${'11/15/2026'} is already published.`);
  });

  it('a revision of a published pay date stays invisible: the rep keeps the published numbers until it is published', async () => {
    // The review step says what the upload makes of each pay date.
    const preview = await t.http
      .post('/api/bee/ledger/preview')
      .set('Authorization', admin)
      .send({
        data: [
          row({ pay_date: NOV, amount: 40, item_name: 'Late Addendum' }),
          row({ pay_date: '2027-03-15', amount: 1 }),
        ],
      });
    expect(preview.status).toBe(200);
    expect(
      preview.body.pay_dates.map((d: { pay_date: string; after: string }) => [d.pay_date, d.after]),
    ).toEqual([
      ['2027-03-15', 'new_draft'],
      [NOV, 'revision'],
    ]);
    const revision = await uploaded([
      row({ pay_date: NOV, amount: 40, item_name: 'Late Addendum' }),
    ]);
    expect(await stateOf(NOV)).toMatchObject({
      state: 'draft',
      total: 290,
      published_total: 250,
      change: 40,
      revision: true,
    });
    const detail = await t.http.get(`/api/bee/pay-dates/${NOV}`).set('Authorization', admin);
    expect(detail.status).toBe(200);
    expect(detail.body.changes).toEqual([
      { rep_email: REP, rep_name: 'Rita Rep', published_total: 250, total: 290, change: 40 },
    ]);
    expect((await seen()).totals[NOV]).toBe(250);
    expect((await post(`${NOV}/approve`, {}, second)).status).toBe(200);
    expect((await seen()).totals[NOV]).toBe(250);
    expect((await post(`${NOV}/publish`)).status).toBe(200);
    expect((await seen()).totals[NOV]).toBe(290);

    // An undo is a revision too.
    const undo = await t.http.delete(`/api/bee/uploads/${revision}`).set('Authorization', admin);
    expect(undo.status).toBe(200);
    expect(await stateOf(NOV)).toMatchObject({ state: 'draft', total: 250, published_total: 290 });
    expect((await seen()).totals[NOV]).toBe(290);
    await approveAndPublish(NOV);
    expect((await seen()).totals[NOV]).toBe(250);
  });

  it('a closed pay date refuses changes with row errors, or takes them as adjustments when asked; its total never changes', async () => {
    const close = await post(`${OCT}/close`);
    expect(close.status).toBe(200);
    expect(close.body.pay_date.state).toBe('closed');

    // An added line, and a Line ID update, of the closed date: each row is refused, nothing stored.
    const refused = await upload([
      row({ pay_date: DEC, amount: 10 }),
      row({ pay_date: OCT, amount: 5 }),
      row({ pay_date: OCT, amount: 130, item_name: 'Henderson Residence', line_id: 'L-1' }),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('LEDGER_CSV_INVALID');
    expect(refused.body.issues).toEqual([
      { row: 3, column: 'Pay Date', message: PAY_RUN_MESSAGES.closed(OCT), ...closedCode },
      { row: 4, column: 'Pay Date', message: PAY_RUN_MESSAGES.closed(OCT), ...closedCode },
    ]);
    expect(PAY_RUN_MESSAGES.closed(OCT)).toBe(
      'Pay date 10/15/2026 is closed. Post the correction as an adjustment on an open pay date, or reopen it.',
    );
    expect(await stateOf(DEC)).toBeUndefined();

    // Undoing the upload that made the closed date is refused too.
    const undo = await t.http.delete(`/api/bee/uploads/${firstUpload}`).set('Authorization', admin);
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({
      code: 'PAY_DATE_CLOSED',
      message: PAY_RUN_MESSAGES.closed(OCT),
    });

    // Adjustments may not go on a closed date.
    const onClosed = await upload([row({ pay_date: OCT, amount: 5 })], { adjust_closed_on: OCT });
    expect(onClosed.status).toBe(409);
    expect(onClosed.body.code).toBe('PAY_DATE_CLOSED');

    // Asked for: the change becomes an adjustment of the difference on the open date.
    const adjusted = await upload(
      [row({ pay_date: OCT, amount: 130, item_name: 'Henderson Residence', line_id: 'L-1' })],
      { adjust_closed_on: DEC },
    );
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({ added: 1, updated: 0 });
    const ledger = await t.db.query(
      `SELECT to_char(pay_date, 'YYYY-MM-DD') AS pay_date, item_name, item_pay_type, amount::float8 AS amount,
              to_char(adjusts_pay_date, 'YYYY-MM-DD') AS adjusts_pay_date, adjusts_record_id, line_id
         FROM ledger_records WHERE company_id = $1 AND item_name = 'Henderson Residence' ORDER BY id`,
      [co.companyId],
    );
    expect(ledger).toEqual([
      expect.objectContaining({ pay_date: OCT, item_pay_type: 'M1', amount: 100, line_id: 'L-1' }),
      expect.objectContaining({
        pay_date: DEC,
        item_pay_type: 'Adjustment',
        amount: 30,
        adjusts_pay_date: OCT,
        line_id: null,
      }),
    ]);
    // The rep sees it once December is published, marked as an adjustment of the October line.
    expect((await seen()).totals[DEC]).toBeUndefined();
    await approveAndPublish(DEC);
    const after = await seen();
    expect(after.totals).toEqual({ [OCT]: 150, [NOV]: 250, [DEC]: 30 });
    const original = after.lines.find(
      (l) => l.pay_date === OCT && l.item_name === 'Henderson Residence',
    )!;
    const adjustment = after.lines.find((l) => l.pay_date === DEC)!;
    expect(adjustment).toMatchObject({
      item_pay_type: 'Adjustment',
      amount: 30,
      adjusts: { pay_date: OCT, line: original.id },
    });
    expect(await stateOf(OCT)).toMatchObject({ state: 'closed', total: 150 });
  });

  it('closing with open questions asks for confirmation; closing PENDING or a draft is a 409', async () => {
    const pending = await post('PENDING/close');
    expect([404, 409]).toContain(pending.status);
    await uploaded([row({ pay_date: '2027-01-15', amount: 5 })]);
    const draft = await post('2027-01-15/close');
    expect(draft.status).toBe(409);
    expect(draft.body).toMatchObject({ code: 'PAY_DATE_TRANSITION', state: 'draft' });
    // A question on November, asked by the rep.
    const lines = (await seen()).lines;
    const asked = await t.http
      .post('/api/bee/rep/questions')
      .set('X-View-Key', repKey)
      .send({
        record_id: lines.find((l) => l.pay_date === NOV)!.id,
        reason: 'amount_wrong',
        message: 'Is this right?',
      });
    expect(asked.status).toBeLessThan(300);
    const unconfirmed = await post(`${NOV}/close`);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.code).toBe('PAY_DATE_OPEN_QUESTIONS');
    expect(unconfirmed.body.questions).toHaveLength(1);
    expect((await post(`${NOV}/close`, { confirm: true })).status).toBe(200);
  });

  it('reopening needs a reason and is logged; every transition is an activity event and a webhook', async () => {
    const noReason = await post(`${NOV}/reopen`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain(PAY_RUN_MESSAGES.reasonRequired);
    const reopened = await post(`${NOV}/reopen`, { reason: 'Commission plan correction' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.pay_date).toMatchObject({
      state: 'published',
      reopen_reason: 'Commission plan correction',
    });
    const activity = await t.http
      .get('/api/bee/activity')
      .query({ what: 'payruns' })
      .set('Authorization', admin);
    expect(activity.status).toBe(200);
    const actions = (activity.body.rows ?? activity.body.events ?? activity.body).map(
      (e: { action: string }) => e.action,
    );
    for (const action of [
      'pay_date.approved',
      'pay_date.published',
      'pay_date.closed',
      'pay_date.reopened',
      'pay_runs.settings_changed',
    ])
      expect(actions).toContain(action);
    const hooks = await t.db.query(
      `SELECT DISTINCT event FROM webhook_deliveries WHERE company_id = $1 ORDER BY event`,
      [co.companyId],
    );
    expect(hooks.map((h: { event: string }) => h.event)).toEqual([
      'pay_date.closed',
      'pay_date.published',
      'pay_date.reopened',
    ]);
  });

  it("another company's pay date, an unknown one and a malformed one are 404", async () => {
    const other = await t.http.get(`/api/bee/pay-dates/${NOV}`).set('Authorization', demoAdmin);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('PAY_DATE_NOT_FOUND');
    expect((await post(`1999-01-01/approve`)).status).toBe(404);
    expect((await post(`not-a-date/approve`)).status).toBe(404);
    // A date of the right shape that the calendar has not (Feb 30) is no pay date either, not a
    // database error.
    const impossible = await t.http
      .get('/api/bee/pay-dates/2026-02-30')
      .set('Authorization', admin);
    expect(impossible.status).toBe(404);
    expect(impossible.body.code).toBe('PAY_DATE_NOT_FOUND');
    expect(
      (
        await t.http
          .post(`/api/bee/pay-dates/${NOV}/close`)
          .set('Authorization', demoAdmin)
          .send({})
      ).status,
    ).toBe(404);
  });

  it('turning review off publishes the drafts: reps read the live ledger again', async () => {
    expect((await seen()).totals['2027-01-15']).toBeUndefined();
    await t.http
      .put('/api/bee/pay-run-settings')
      .set('Authorization', admin)
      .send({ review_before_publish: false, second_approver: false });
    expect((await seen()).totals['2027-01-15']).toBe(5);
    expect((await stateOf('2027-01-15'))?.state).toBe('published');
  });
});
