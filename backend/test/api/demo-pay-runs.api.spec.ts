// The demo company's pay runs on first start (issue 29 §7, SEED_DEMO_PAY_RUNS): review is on, a
// past month is closed, the latest pay date is published with one adjustment of a closed line
// ("Adjustment to MM/DD/YYYY · customer" on the rep's paycheck), and the next payday is a draft
// that neither the demo link nor a rep's own key shows — in the portal's data, its totals or its
// statements — while the admin's Pay Runs and ledger do.
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import type { PayDateDetail, PayDateSummary } from '@commissionbee/shared/pay-runs';
import { DEMO_ADMIN, startTestApp, type TestApp } from '../support/harness.js';

interface RepLine {
  id: number;
  pay_date: string;
  item_name: string;
  item_pay_type: string;
  amount: number;
  rep_email: string;
  adjusts?: { pay_date: string; line: number };
}

const MANAGER = 'maya.brooks@demosolar.example';
const cents = (n: number) => Math.round(n * 100);

describe('the demo company’s pay runs', () => {
  let t: TestApp;
  let admin: string;
  let dates: PayDateSummary[];
  let demo: { data: RepLine[]; published?: Record<string, number> };

  const dated = () => dates.filter((d) => d.pay_date !== 'PENDING');
  const inState = (state: string) => dated().filter((d) => d.state === state);

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', SEED_DEMO_PAY_RUNS: 'true' });
    admin = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const list = await t.http.get('/api/bee/pay-dates').set('Authorization', admin);
    expect(list.status).toBe(200);
    dates = list.body as PayDateSummary[];
    const portal = await t.http.get('/api/bee/rep-key-data').query({ view_key: DEMO_VIEW_KEY });
    expect(portal.status).toBe(200);
    demo = portal.body as typeof demo;
  }, 120_000);
  afterAll(() => t?.close());

  it('reviews pay before reps see it', async () => {
    const settings = await t.http.get('/api/bee/pay-run-settings').set('Authorization', admin);
    expect(settings.body).toEqual({ review_before_publish: true, second_approver: false });
  });

  it('has a closed past month, then published pay dates, then one draft: the next payday', () => {
    const closed = inState('closed').map((d) => d.pay_date);
    expect(closed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(closed.map((d) => d.slice(0, 7))).size).toBe(1);
    const [draft, latest, ...older] = dated();
    expect(draft).toMatchObject({ state: 'draft', published_lines: null, revision: false });
    expect(draft.lines).toBeGreaterThan(0);
    expect(inState('draft')).toHaveLength(1);
    expect(inState('approved')).toHaveLength(0);
    // The draft is two weeks after the latest payday, which is published in a later month than
    // the closed one; every date between them is published too.
    const days = (Date.parse(draft.pay_date) - Date.parse(latest.pay_date)) / 86_400_000;
    expect(days).toBe(14);
    expect(latest).toMatchObject({ state: 'published', revision: false, change: 0 });
    expect(latest.pay_date.slice(0, 7) > closed[0].slice(0, 7)).toBe(true);
    const newerThanClosed = older.filter((d) => d.pay_date > closed[0]);
    expect(newerThanClosed.every((d) => d.state === 'published')).toBe(true);
    // Published and closed dates show reps exactly what the ledger holds.
    for (const d of [latest, ...older])
      expect([d.published_lines, d.published_total]).toEqual([d.lines, d.total]);
  });

  it('shows the demo rep one adjustment on the latest paycheck, pointing to a closed line', () => {
    const latest = dated()[1].pay_date;
    const closed = new Set(inState('closed').map((d) => d.pay_date));
    const adjustments = demo.data.filter((l) => l.item_pay_type === 'Adjustment');
    expect(adjustments).toHaveLength(1);
    const [adjustment] = adjustments;
    expect(adjustment.pay_date).toBe(latest);
    expect(closed.has(adjustment.adjusts!.pay_date)).toBe(true);
    const original = demo.data.find((l) => l.id === adjustment.adjusts!.line)!;
    expect(original).toMatchObject({
      pay_date: adjustment.adjusts!.pay_date,
      item_name: adjustment.item_name,
      rep_email: adjustment.rep_email,
    });
    // The demo link is the manager's: the adjustment is on her own paycheck.
    expect(adjustment.rep_email).toBe(MANAGER);
    expect(demo.published?.[latest]).toEqual(expect.any(Number));
  });

  it('never shows the draft payday to the demo link or to a rep of it', async () => {
    const draft = inState('draft')[0].pay_date;
    expect(demo.data.some((l) => l.pay_date === draft)).toBe(false);
    expect(Object.keys(demo.published ?? {})).not.toContain(draft);
    // The draft pays the manager and her team; each of them sees only published pay dates.
    const detail = await t.http.get(`/api/bee/pay-dates/${draft}`).set('Authorization', admin);
    expect((detail.body as PayDateDetail).reps).toBeGreaterThanOrEqual(4);
    const key = await t.http
      .get('/api/bee/view-keys/')
      .query({ email: 'liam.carter@demosolar.example' })
      .set('Authorization', admin);
    const liam = await t.http.get('/api/bee/rep-key-data').set('X-View-Key', key.body.view_key);
    expect(liam.status).toBe(200);
    const lines = liam.body.data as RepLine[];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => l.pay_date === draft)).toBe(false);
    // The admin's ledger has the draft's lines.
    const ledger = await t.http
      .get('/api/bee/ledger')
      .query({ page: 1, pageSize: 100, search: draft })
      .set('Authorization', admin);
    expect(ledger.status).toBe(200);
    expect(ledger.body.total).toBeGreaterThan(0);
  });

  it("agrees with the rep's statements: the same pay dates and totals, no draft", async () => {
    const res = await t.http.get('/api/bee/rep/statements').set('X-View-Key', DEMO_VIEW_KEY);
    expect(res.status).toBe(200);
    const statements = res.body.pay_dates as { pay_date: string; total: number }[];
    const own = demo.data.filter((l) => l.rep_email === MANAGER && /^\d/.test(l.pay_date));
    const totals = new Map<string, number>();
    for (const l of own) totals.set(l.pay_date, (totals.get(l.pay_date) ?? 0) + cents(l.amount));
    expect(statements.map((s) => s.pay_date).sort()).toEqual([...totals.keys()].sort());
    for (const s of statements) expect(cents(s.total)).toBe(totals.get(s.pay_date));
  });

  it('offers payroll the published and closed pay dates only', async () => {
    const payroll = await t.http.get('/api/bee/payroll').set('Authorization', admin);
    const draft = inState('draft')[0].pay_date;
    expect(payroll.body.pay_dates).not.toContain(draft);
    expect(payroll.body.pay_date).toBe(dated()[1].pay_date);
  });
});
