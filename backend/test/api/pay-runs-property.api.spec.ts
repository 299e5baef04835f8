// Pay runs (issue 29), as a property: over random sequences of uploads, undos, approvals,
// publishes, closes and reopens with review on, what a rep sees of each pay date always equals
// its last published version (nothing before its first publish), a closed pay date's total never
// changes, and every transition answers as the state allows (else 409 / 400).
import fc from 'fast-check';
import { anotherCompany, viewKeyOf, type OtherCompany } from '../support/builders.js';
import { SUPER, startTestApp, type TestApp } from '../support/harness.js';

const DATES = ['2026-09-15', '2026-10-15', '2026-11-15'] as const;
type State = 'draft' | 'approved' | 'published' | 'closed';

const action = fc.oneof(
  fc.record({
    kind: fc.constant('upload' as const),
    date: fc.constantFrom(...DATES),
    cents: fc.integer({ min: -50_000, max: 200_000 }),
  }),
  fc.record({ kind: fc.constant('undo' as const), pick: fc.nat(20) }),
  fc.record({
    kind: fc.constantFrom(
      'approve' as const,
      'publish' as const,
      'close' as const,
      'reopen' as const,
    ),
    date: fc.constantFrom(...DATES),
  }),
);

describe('pay runs: what a rep sees is the last published version', () => {
  let t: TestApp;
  let co: OtherCompany;
  let second: string;
  let run = 0;

  beforeAll(async () => {
    t = await startTestApp();
    co = await anotherCompany(t, 'Property Pay Runs');
    second = await t.login(SUPER.email, SUPER.password);
    await t.http
      .post('/api/users/super-be')
      .set('Authorization', second)
      .send({ companyId: co.companyId });
    second = await t.login(SUPER.email, SUPER.password);
    const on = await t.http
      .put('/api/bee/pay-run-settings')
      .set('Authorization', co.auth)
      .send({ review_before_publish: true, second_approver: true });
    expect(on.status).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it('holds over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        // Each run has its own rep, so what the rep sees is only this run's pay.
        const rep = `prop-${++run}-${Date.now()}@payruns.example`;
        const live: Record<string, { cents: number; lines: number }> = {};
        const state: Record<string, State | undefined> = {};
        const published: Record<string, number | undefined> = {};
        const closedAt: Record<string, number> = {};
        const batches: { id: number; date: string; cents: number; undone: boolean }[] = [];
        let key: string | null = null;
        // The pay dates are shared by the runs: a run starts from the company's states.
        const before = (await t.http.get('/api/bee/pay-dates').set('Authorization', co.auth))
          .body as { pay_date: string; state: State; published_total: number | null }[];
        for (const p of before) state[p.pay_date] = p.state;
        const everPublished = new Set(
          before.filter((p) => p.published_total !== null).map((p) => p.pay_date),
        );
        for (const d of everPublished) published[d] = 0; // this rep had nothing published yet

        for (const a of actions) {
          if (a.kind === 'upload') {
            const res = await t.http
              .post('/api/bee/ledger')
              .set('Authorization', co.auth)
              .send({
                data: [
                  {
                    pay_date: a.date,
                    rep_name: 'Prop Rep',
                    rep_email: rep,
                    item_name: `Job ${batches.length}`,
                    item_pay_type: 'M1',
                    amount: a.cents / 100,
                  },
                ],
              });
            if (state[a.date] === 'closed') {
              expect(res.status).toBe(400);
            } else {
              expect(res.status).toBe(200);
              batches.push({ id: res.body.upload_id, date: a.date, cents: a.cents, undone: false });
              live[a.date] = {
                cents: (live[a.date]?.cents ?? 0) + a.cents,
                lines: (live[a.date]?.lines ?? 0) + 1,
              };
              state[a.date] = 'draft';
              key ??= await viewKeyOf(t, co.auth, rep);
            }
          } else if (a.kind === 'undo') {
            const open = batches.filter((b) => !b.undone);
            if (open.length === 0) continue;
            const b = open[a.pick % open.length];
            const res = await t.http
              .delete(`/api/bee/uploads/${b.id}`)
              .set('Authorization', co.auth);
            if (state[b.date] === 'closed') {
              expect(res.status).toBe(409);
            } else {
              expect(res.status).toBe(200);
              b.undone = true;
              live[b.date] = { cents: live[b.date].cents - b.cents, lines: live[b.date].lines - 1 };
              // A draft, or forgotten: a never-published date left without any line.
              const now = (
                (await t.http.get('/api/bee/pay-dates').set('Authorization', co.auth)).body as {
                  pay_date: string;
                  state: State;
                }[]
              ).find((p) => p.pay_date === b.date)?.state;
              if (now === undefined) expect(published[b.date]).toBeUndefined();
              else expect(now).toBe('draft');
              state[b.date] = now;
            }
          } else {
            const path = `/api/bee/pay-dates/${a.date}/${a.kind}`;
            const as = a.kind === 'approve' ? second : co.auth;
            const body =
              a.kind === 'reopen'
                ? { reason: 'property' }
                : a.kind === 'close'
                  ? { confirm: true }
                  : {};
            const res = await t.http.post(path).set('Authorization', as).send(body);
            const from: Record<typeof a.kind, State> = {
              approve: 'draft',
              publish: 'approved',
              close: 'published',
              reopen: 'closed',
            };
            if (state[a.date] === undefined) {
              expect(res.status).toBe(404);
            } else if (state[a.date] !== from[a.kind]) {
              expect(res.status).toBe(409);
            } else {
              expect(res.status).toBe(200);
              const to: Record<typeof a.kind, State> = {
                approve: 'approved',
                publish: 'published',
                close: 'closed',
                reopen: 'published',
              };
              state[a.date] = to[a.kind];
              if (a.kind === 'publish') published[a.date] = live[a.date]?.cents ?? 0;
              if (a.kind === 'close') closedAt[a.date] = published[a.date] ?? 0;
            }
          }
          if (key === null) continue;
          const seen = await t.http.get('/api/bee/rep-key-data').set('X-View-Key', key);
          expect(seen.status).toBe(200);
          const totals: Record<string, number> = {};
          for (const l of seen.body.data as {
            pay_date: string;
            amount: number;
            rep_email: string;
          }[])
            if (l.rep_email === rep)
              totals[l.pay_date] = (totals[l.pay_date] ?? 0) + Math.round(l.amount * 100);
          for (const d of DATES) {
            expect({ d, cents: totals[d] ?? 0 }).toEqual({ d, cents: published[d] ?? 0 });
            if (state[d] === 'closed')
              expect(totals[d] ?? 0).toBe(closedAt[d] ?? published[d] ?? 0);
          }
        }
        // Leave the shared pay dates publishable by the next run: reopen what this run closed.
        for (const d of DATES)
          if (state[d] === 'closed')
            await t.http
              .post(`/api/bee/pay-dates/${d}/reopen`)
              .set('Authorization', co.auth)
              .send({ reason: 'next run' });
      }),
      { numRuns: Number(process.env.PAYRUNS_RUNS ?? 12) },
    );
  }, 600_000);
});
