// Portal opens (issue 13): GET /bee/rep-key-data records them off the hot path, at most once per
// key per interval; GET /bee/rep-visit answers the previous visit that the New / Changed badges
// count from; rows carry added_at, changed_at and their previous values.
import { aLedgerRow, anotherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const REP = 'visiting.rep@example.com';

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const value = await read();
    if (ok(value) || tries > 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rep portal opens', () => {
  describe('with visits one second apart', () => {
    let t: TestApp;
    let auth: string;
    let key: string;
    beforeAll(async () => {
      t = await startTestApp({ REP_VISIT_GAP_SECONDS: '1' });
      ({ auth } = await anotherCompany(t, 'Visits Co.'));
      const up = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', auth)
        .send({ data: [aLedgerRow({ rep_email: REP, line_id: 'V-1', amount: 10 }), aLedgerRow()] });
      expect(up.status).toBe(200);
      const res = await t.http
        .get('/api/bee/view-keys')
        .query({ email: REP })
        .set('Authorization', auth);
      key = res.body.view_key;
    });
    afterAll(() => t.close());

    const visit = async () =>
      (await t.http.get('/api/bee/rep-visit').query({ view_key: key })).body as Record<
        string,
        string | null
      >;
    const open = () => t.http.get('/api/bee/rep-key-data').query({ view_key: key });

    it('has no opens before the first, and the first open has no previous visit', async () => {
      expect(await visit()).toEqual({
        first_opened_at: null,
        last_opened_at: null,
        previous_visit_at: null,
      });
      expect((await open()).status).toBe(200);
      const first = await until(visit, (v) => v.first_opened_at !== null);
      expect(first.first_opened_at).not.toBeNull();
      expect(first.previous_visit_at).toBeNull();
    });

    it('makes the last open the previous visit once the gap has passed, keeping the first open', async () => {
      const before = await visit();
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      // Already the previous visit by the rule, before the next open is written.
      expect((await visit()).previous_visit_at).toBe(before.last_opened_at);
      expect((await open()).status).toBe(200);
      const after = await until(visit, (v) => v.last_opened_at !== before.last_opened_at);
      expect(after).toEqual({
        first_opened_at: before.first_opened_at,
        last_opened_at: expect.any(String),
        previous_visit_at: before.last_opened_at,
      });
    });

    it('does not count an admin previewing the portal as a visit', async () => {
      const before = await visit();
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect((await open().set('Authorization', auth)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await visit()).last_opened_at).toBe(before.last_opened_at);
    });

    it('gives each row when it was added, when it changed and what it was', async () => {
      const up = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', auth)
        .send({ data: [aLedgerRow({ rep_email: REP, line_id: 'V-1', amount: 25 }), aLedgerRow()] });
      expect(up.body).toMatchObject({ updated: 1 });
      const row = (await open()).body.data[0];
      expect(row).toMatchObject({
        amount: 25,
        added_at: expect.any(Number),
        change: { at: expect.any(Number), previous: expect.objectContaining({ amount: 10 }) },
      });
      expect(row.change.at).toBeGreaterThanOrEqual(row.added_at);
      expect(Math.abs(row.added_at - Date.now() / 1000)).toBeLessThan(600);
    });
  });

  it('writes a key at most once per interval (default gap)', async () => {
    const t = await startTestApp();
    try {
      const { auth } = await anotherCompany(t, 'Quiet Co.');
      await t.http
        .post('/api/bee/ledger')
        .set('Authorization', auth)
        .send({ data: [aLedgerRow({ rep_email: REP }), aLedgerRow()] });
      const key = (
        await t.http.get('/api/bee/view-keys').query({ email: REP }).set('Authorization', auth)
      ).body.view_key;
      const visit = async () =>
        (await t.http.get('/api/bee/rep-visit').query({ view_key: key })).body as Record<
          string,
          string
        >;
      await t.http.get('/api/bee/rep-key-data').query({ view_key: key });
      const first = await until(visit, (v) => v.last_opened_at !== null);
      for (let i = 0; i < 3; i += 1)
        await t.http.get('/api/bee/rep-key-data').query({ view_key: key });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await visit()).last_opened_at).toBe(first.last_opened_at);
    } finally {
      await t.close();
    }
  });
});
