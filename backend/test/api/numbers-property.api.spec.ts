// The upload preview's numbers against the real totals (issue 27, docs/numbers.md): on random
// ledgers and random second uploads (exact duplicates, PENDING lines that get a date, Line IDs
// that change amount, status, date or rep, CANCELLED lines, replace mode), the preview's change
// per pay date and per rep equals the difference of the ledger's totals before and after the
// upload is stored, as the shared definitions (libs/shared numbers.ts) total GET /bee/ledger.
// The upload's rows and total in the history and the activity log are the file's, by the same
// definitions.
import fc from 'fast-check';
import {
  payBucketTotals,
  repTotals,
  totalChanges,
  uploadTotals,
} from '@commissionbee/shared/numbers';
import { toCents } from '@commissionbee/shared/money';
import type { LedgerRow } from '@commissionbee/shared/types';
import { anotherCompany, type RecordFields } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const REPS = [
  { rep_name: 'Ann Lee', rep_email: 'ann@x.example' },
  { rep_name: 'Bob Roe', rep_email: 'bob@x.example' },
  { rep_name: 'Cy Diaz', rep_email: 'cy@x.example' },
];
const DATES = ['2026-11-06', '2026-11-20', 'PENDING', 'CANCELLED'];
const ITEMS = ['Garcia', 'Smith'];
const AMOUNTS = [100, 250.5, -40, 1432.18, 0.01];

const line = fc.record({
  rep: fc.constantFrom(...REPS),
  pay_date: fc.constantFrom(...DATES),
  item_name: fc.constantFrom(...ITEMS),
  amount: fc.constantFrom(...AMOUNTS),
  withId: fc.boolean(),
});
type Line = typeof line extends fc.Arbitrary<infer T> ? T : never;

const asRecord = (l: Line, lineId: string | null): RecordFields => ({
  pay_date: l.pay_date,
  ...l.rep,
  item_name: l.item_name,
  item_pay_type: 'M1',
  amount: l.amount,
  manager_email: null,
  breakdown: null,
  manual_note: null,
  line_id: lineId,
});

/** What the second file does with a line of the first. */
const reuse = fc.record({
  kind: fc.constantFrom('same', 'dated', 'changed', 'other-rep'),
  pay_date: fc.constantFrom('2026-11-06', '2026-11-20', 'CANCELLED'),
  amount: fc.constantFrom(...AMOUNTS),
  rep: fc.constantFrom(...REPS),
});

const scenario = fc.record({
  first: fc.array(line, { minLength: 1, maxLength: 12 }),
  reused: fc.array(fc.tuple(fc.nat(), reuse), { maxLength: 8 }),
  fresh: fc.array(line, { maxLength: 6 }),
  duplicates: fc.constantFrom('skip', 'add'),
  pending: fc.constantFrom('update', 'add'),
  replace: fc.constantFrom('true', 'false'),
});

describe('the preview against the stored totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('shows per pay date and per rep the changes the upload makes to the real totals', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { auth, companyId } = await anotherCompany(t, `Numbers ${Math.random()}`);
        const post = (path: string, data: RecordFields[], query: Record<string, string> = {}) =>
          t.http.post(path).query(query).set('Authorization', auth).send({ data });
        const ledger = async () =>
          (await t.http.get('/api/bee/ledger').set('Authorization', auth)).body as LedgerRow[];

        const first = s.first.map((l, i) => asRecord(l, l.withId ? `L-${i}` : null));
        expect((await post('/api/bee/ledger', first)).status).toBe(200);

        // The second file: lines of the first again (as they were, dated, changed, another
        // rep's), each stored line at most once so Line IDs stay unique in the file, and new ones.
        const used = new Set<number>();
        const second: RecordFields[] = [];
        for (const [pick, r] of s.reused) {
          const i = pick % first.length;
          if (used.has(i)) continue;
          used.add(i);
          const base = first[i];
          if (r.kind === 'same') second.push({ ...base });
          else if (r.kind === 'dated') second.push({ ...base, pay_date: r.pay_date });
          else if (r.kind === 'changed')
            second.push({ ...base, amount: r.amount, pay_date: r.pay_date });
          else second.push({ ...base, ...r.rep });
        }
        s.fresh.forEach((l, i) => second.push(asRecord(l, l.withId ? `N-${i}` : null)));
        if (second.length === 0) return;
        const options = {
          duplicates: s.duplicates,
          pending: s.pending,
          replace_pay_dates: s.replace,
        };

        const before = await ledger();
        const preview = await post('/api/bee/ledger/preview', second, options);
        expect(preview.status).toBe(200);
        const stored = await post('/api/bee/ledger', second, {
          ...options,
          preview_token: preview.body.preview_token,
        });
        expect(stored.status).toBe(200);
        const after = await ledger();

        const shown = (items: { total_change: number }[], key: (item: never) => string) =>
          Object.fromEntries(
            items
              .filter((item) => item.total_change !== 0)
              .map((item) => [key(item as never), toCents(item.total_change)]),
          );
        expect(shown(preview.body.pay_dates, (d: { pay_date: string }) => d.pay_date)).toEqual(
          Object.fromEntries(totalChanges(payBucketTotals(before), payBucketTotals(after))),
        );
        expect(
          shown(preview.body.reps, (r: { rep_email: string }) => r.rep_email.trim().toLowerCase()),
        ).toEqual(Object.fromEntries(totalChanges(repTotals(before), repTotals(after))));

        // History and activity: the file's rows and its total, the same on both.
        const expected = uploadTotals(second as { pay_date: string; amount: number }[]);
        const [history] = (await t.http.get('/api/bee/uploads').set('Authorization', auth)).body;
        expect({ rows: history.row_count, total: history.total_amount }).toEqual(expected);
        const [logged] = await t.db.query(
          `SELECT details FROM activity_events
            WHERE company_id = $1 AND action = 'ledger.upload' ORDER BY id DESC LIMIT 1`,
          [companyId],
        );
        expect({ rows: logged.details.rows, total: logged.details.total }).toEqual(expected);
      }),
      { numRuns: Number(process.env.NUMBERS_RUNS ?? 25) },
    );
  }, 600_000);
});
