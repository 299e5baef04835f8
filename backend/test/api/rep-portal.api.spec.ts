// A rep's view key reveals exactly the rep's own rows and (a manager's) one summary per team
// member, inside the key's company, and nothing else: not other reps, not other companies, not
// after the key is revoked. A member's lines: team-pieces.api.spec.ts.
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { DEMO_MANAGER } from '../../src/seed/demo-data.js';
import {
  anotherCompany,
  aRecord,
  type OtherCompany,
  ROW_FIELDS,
  storeRows,
  viewKeyOf,
} from '../support/builders.js';
import {
  DEMO_ADMIN,
  startSignedIn,
  startTestApp,
  SUPER,
  type TestApp,
} from '../support/harness.js';

/** A rep's row: the ledger row's fields, its job name, when it was added and how it changed. */
const REP_ROW_FIELDS = [...ROW_FIELDS, 'job_name', 'added_at', 'change'].sort();

describe('rep portal: GET /bee/rep-key-data', () => {
  let t: TestApp;
  let superAuth: string;
  const companies: Record<'a' | 'b', OtherCompany> = {} as never;

  const keyOf = (company: { auth: string }, email: string) => viewKeyOf(t, company.auth, email);

  const repKeyData = (key: string) => t.http.get('/api/bee/rep-key-data').query({ view_key: key });
  const notes = (res: { body: { data: { manual_note: string | null }[] } }) =>
    res.body.data.map((r) => r.manual_note).sort();

  beforeAll(async () => {
    ({ t, auth: superAuth } = await startSignedIn(SUPER, { SEED_DEMO: 'true' }));
    companies.a = await anotherCompany(t, 'Alpha Solar');
    companies.b = await anotherCompany(t, 'Beta Roofing');
    await storeRows(t, companies.a.companyId, [
      aRecord({ rep_name: 'Mia Manager', rep_email: 'mgr@a.example', manual_note: 'a-mgr-own' }),
      aRecord({
        rep_name: 'Rob One',
        rep_email: '  Rep.One@A.example ',
        manager_email: 'MGR@a.example ',
        pay_date: '2024-04-26',
        manual_note: 'a-rep1-apr',
      }),
      aRecord({
        rep_name: 'Rob One',
        rep_email: 'rep.one@a.example',
        manager_email: 'mgr@a.example',
        pay_date: 'PENDING',
        manual_note: 'a-rep1-pending',
      }),
      aRecord({
        rep_name: 'Rae Two',
        rep_email: 'rep.two@a.example',
        manager_email: ' Mgr@A.Example',
        pay_date: 'CANCELLED',
        manual_note: 'a-rep2-cancelled',
      }),
      aRecord({ rep_name: 'Otto Other', rep_email: 'other@a.example', manual_note: 'a-other' }),
    ]);
    // A later upload spells rep one's email differently again.
    await storeRows(t, companies.a.companyId, [
      aRecord({
        rep_name: 'Rob One',
        rep_email: 'REP.ONE@A.EXAMPLE',
        pay_date: '2024-05-24',
        amount: 12.5,
        manual_note: 'a-rep1-may',
        breakdown: ['System size: 8 kW', 'single-line', 'M1 payout: $12.50'],
      }),
    ]);
    await storeRows(t, companies.b.companyId, [
      // The same email as company A's rep one, and a manager_email naming company A's manager.
      aRecord({
        rep_name: 'Rob One (B)',
        rep_email: 'rep.one@a.example',
        amount: 999.99,
        manual_note: 'b-rep1',
      }),
      aRecord({
        rep_name: 'Bea',
        rep_email: 'bea@b.example',
        manager_email: 'mgr@a.example',
        manual_note: 'b-bea',
      }),
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  it("answers a rep's own rows only, whatever the case and spaces of the email in each row", async () => {
    const res = await repKeyData(await keyOf(companies.a, 'rep.one@a.example'));
    expect(res.status).toBe(200);
    expect(notes(res)).toEqual(['a-rep1-apr', 'a-rep1-may', 'a-rep1-pending']);
  });

  it('answers the key email, the company, the grants and no calculator for a company without one', async () => {
    const res = await repKeyData(await keyOf(companies.a, 'rep.one@a.example'));
    expect(res.body).toMatchObject({
      email: 'rep.one@a.example',
      company: { name: 'Alpha Solar', logo: null, color: null, features: [] },
      company_id: companies.a.companyId,
      custom_features: [],
      calculator: null,
    });
    expect(Object.keys(res.body).sort()).toEqual(
      ['email', 'company', 'company_id', 'custom_features', 'calculator', 'data', 'team'].sort(),
    );
    expect(res.body.team).toEqual([]);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers each row with id, job_name, a YYYY-MM-DD or status pay_date and a numeric amount', async () => {
    const res = await repKeyData(await keyOf(companies.a, 'rep.one@a.example'));
    for (const row of res.body.data) expect(Object.keys(row).sort()).toEqual(REP_ROW_FIELDS);
    const may = res.body.data.find((r: { manual_note: string }) => r.manual_note === 'a-rep1-may');
    expect(may).toMatchObject({
      id: expect.any(Number),
      job_name: 'Garcia Residence',
      item_name: 'Garcia Residence',
      pay_date: '2024-05-24',
      rep_email: 'REP.ONE@A.EXAMPLE',
      amount: 12.5,
      breakdown: ['System size: 8 kW', 'single-line', 'M1 payout: $12.50'],
    });
  });

  it('orders PENDING and CANCELLED first, then pay dates newest first', async () => {
    const dates = async (email: string) =>
      (await repKeyData(await keyOf(companies.a, email))).body.data.map(
        (r: { pay_date: string }) => r.pay_date,
      );
    expect(await dates('rep.one@a.example')).toEqual(['PENDING', '2024-05-24', '2024-04-26']);
  });

  it("answers a manager's own rows and a summary of each member of the team, but not other reps' or another company's", async () => {
    const res = await repKeyData(await keyOf(companies.a, ' MGR@a.example'));
    expect(notes(res)).toEqual(['a-mgr-own']);
    // Only the lines naming the manager count: rep one's May line names no manager.
    expect(res.body.team).toEqual([
      {
        name: 'Rob One',
        email: 'rep.one@a.example',
        latest: { pay_date: '2024-04-26', total: 100 },
        pending: 100,
        paychecks: [],
      },
      { name: 'Rae Two', email: 'rep.two@a.example', latest: null, pending: 0, paychecks: [] },
    ]);
  });

  it("gives a rep of another company with the same email only that company's rows", async () => {
    const res = await repKeyData(await keyOf(companies.b, 'rep.one@a.example'));
    expect(res.status).toBe(200);
    expect(res.body.company_id).toBe(companies.b.companyId);
    expect(notes(res)).toEqual(['b-rep1']);
  });

  it('accepts the key in the X-View-Key header too', async () => {
    const key = await keyOf(companies.a, 'rep.two@a.example');
    const res = await t.http.get('/api/bee/rep-key-data').set('X-View-Key', key);
    expect(res.status).toBe(200);
    expect(notes(res)).toEqual(['a-rep2-cancelled']);
  });

  it('shows the demo manager Maya Brooks her rows and her team, with the calculator she was granted', async () => {
    const admin = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const saved = await t.http
      .post('/api/bee/calculator')
      .set('Authorization', admin)
      .send({
        data: { title: 'Demo calc', inputs: [{ id: 'x', label: 'X' }], operation: 'x * 2' },
      });
    expect(saved.status).toBe(200);
    const res = await repKeyData(DEMO_VIEW_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: DEMO_MANAGER.email,
      company_id: 10,
      company: { name: 'Demo Solar Co.', features: ['whatif-calc', 'show-commission-pct'] },
      custom_features: ['whatif-calc'],
      calculator: { title: 'Demo calc' },
    });
    const rows: { rep_email: string }[] = res.body.data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.rep_email).toBe(DEMO_MANAGER.email);
    expect(res.body.team).toHaveLength(5);
  });

  it('answers a company-1 key normally (the client shows the maintenance page)', async () => {
    await storeRows(t, 1, [
      aRecord({ rep_email: 'legacy.rep@legacy.example', manual_note: 'legacy' }),
    ]);
    const [{ view_key }]: { view_key: string }[] = await t.db.query(
      `SELECT view_key FROM rep_keys WHERE company_id = 1 AND email = 'legacy.rep@legacy.example'`,
    );
    const res = await repKeyData(view_key);
    expect(res.status).toBe(200);
    expect(res.body.company_id).toBe(1);
    expect(notes(res)).toEqual(['legacy']);
  });

  it('answers the same bare 404 for a revoked key and an unknown key', async () => {
    const old = await keyOf(companies.a, 'other@a.example');
    const rotated = await t.http
      .post('/api/bee/view-keys/rotate')
      .set('Authorization', companies.a.auth)
      .send({ email: 'other@a.example' });
    expect(rotated.status).toBe(201);
    const revoked = await repKeyData(old);
    const unknown = await repKeyData('no-such-key-0123456789abcdefghijklmnop');
    expect(revoked.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(revoked.body).toEqual(unknown.body);
    expect(JSON.stringify(revoked.body)).not.toMatch(/other@a|Alpha|a-other/);
    expect((await repKeyData(rotated.body.view_key)).status).toBe(200);
  });

  it('refuses a call without any key and a logged-in user without a key', async () => {
    expect((await t.http.get('/api/bee/rep-key-data')).status).toBe(401);
    const res = await t.http.get('/api/bee/rep-key-data').set('Authorization', companies.a.auth);
    expect(res.status).toBe(403);
  });

  it('lets an admin preview a rep portal with the rep key while logged in', async () => {
    const key = await keyOf(companies.a, 'rep.two@a.example');
    const res = await repKeyData(key).set('Authorization', companies.a.auth);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('rep.two@a.example');
  });

  describe('the kept answer (REP_CACHE_MB)', () => {
    const rita = 'rita.kept@a.example';
    let key: string;
    const seen = async () => {
      const res = await repKeyData(key);
      expect(res.status).toBe(200);
      return res.body as {
        company: { color: string | null; features: string[] };
        custom_features: string[];
        calculator: { title: string } | null;
        data: { manual_note: string | null; amount: number }[];
      };
    };
    const ritaNotes = async () => (await seen()).data.map((r) => r.manual_note).sort();

    beforeAll(async () => {
      const res = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', companies.a.auth)
        .send({ data: [aRecord({ rep_email: rita, manual_note: 'kept-1' })] });
      expect(res.status).toBe(200);
      key = await keyOf(companies.a, rita);
    });

    it('shows an upload and an undo through the API on the next request', async () => {
      expect(await ritaNotes()).toEqual(['kept-1']);
      const up = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', companies.a.auth)
        .send({ data: [aRecord({ rep_email: rita, manual_note: 'kept-2' })] });
      expect(up.status).toBe(200);
      expect(await ritaNotes()).toEqual(['kept-1', 'kept-2']);
      const undo = await t.http
        .delete(`/api/bee/uploads/${up.body.upload_id}`)
        .set('Authorization', companies.a.auth);
      expect(undo.status).toBe(200);
      expect(await ritaNotes()).toEqual(['kept-1']);
    });

    it('shows a change made straight in the database (triggers, not code paths, mark it)', async () => {
      expect((await seen()).data[0].amount).toBe(100);
      await t.db.query(
        `UPDATE ledger_records SET amount = 123.45 WHERE company_id = $1 AND rep_email = $2`,
        [companies.a.companyId, rita],
      );
      expect((await seen()).data[0].amount).toBe(123.45);
      await t.db.query(`UPDATE companies SET color = '#123456' WHERE id = $1`, [
        companies.a.companyId,
      ]);
      expect((await seen()).company.color).toBe('#123456');
    });

    it('shows company features, key grants and calculator changes on the next request', async () => {
      expect((await seen()).calculator).toBeNull();
      const features = await t.http
        .patch(`/api/companies/${companies.a.companyId}/features`)
        .set('Authorization', superAuth)
        .send({ features: ['whatif-calc'] });
      expect(features.status).toBe(200);
      expect((await seen()).company.features).toEqual(['whatif-calc']);
      const list = await t.http
        .get('/api/bee/view-keys/features')
        .set('Authorization', companies.a.auth);
      const id = (list.body.data as { id: number; email: string }[]).find(
        (k) => k.email === rita,
      )!.id;
      const grant = await t.http
        .patch('/api/bee/view-keys/features')
        .set('Authorization', companies.a.auth)
        .send([{ id, custom_features: ['whatif-calc'] }]);
      expect(grant.status).toBe(200);
      expect((await seen()).custom_features).toEqual(['whatif-calc']);
      await t.db.query(
        `INSERT INTO calculators (company_id, config) VALUES ($1, $2::jsonb)
         ON CONFLICT (company_id) DO UPDATE SET config = EXCLUDED.config`,
        [companies.a.companyId, JSON.stringify({ title: 'First' })],
      );
      expect((await seen()).calculator?.title).toBe('First');
      await t.db.query(`UPDATE calculators SET config = $2::jsonb WHERE company_id = $1`, [
        companies.a.companyId,
        JSON.stringify({ title: 'Second' }),
      ]);
      expect((await seen()).calculator?.title).toBe('Second');
      await t.db.query(`DELETE FROM calculators WHERE company_id = $1`, [companies.a.companyId]);
      expect((await seen()).calculator).toBeNull();
    });

    it('answers 404 for a key revoked after its answer was kept', async () => {
      expect((await repKeyData(key)).status).toBe(200);
      await t.db.query(`UPDATE rep_keys SET revoked_at = now() WHERE view_key = $1`, [key]);
      expect((await repKeyData(key)).status).toBe(404);
    });

    it('sends the answer gzipped to clients that accept gzip and plain to the others', async () => {
      const key = await keyOf(companies.a, 'rep.one@a.example');
      const zipped = await repKeyData(key).set('Accept-Encoding', 'gzip, deflate, br');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['vary']).toMatch(/Accept-Encoding/i);
      const plain = await repKeyData(key).set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      expect(plain.body).toEqual(zipped.body);
      expect(notes(plain)).toEqual(['a-rep1-apr', 'a-rep1-may', 'a-rep1-pending']);
    });
  });

  it('with REP_CACHE_MB=0 builds every answer afresh, gzipped only on the way out', async () => {
    const uncached = await startTestApp({ SEED_DEMO: 'true', REP_CACHE_MB: '0' });
    try {
      const ask = (encoding: string) =>
        uncached.http
          .get('/api/bee/rep-key-data')
          .set('Accept-Encoding', encoding)
          .query({ view_key: DEMO_VIEW_KEY });
      const plain = await ask('identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.email).toBe(DEMO_MANAGER.email);
      const zipped = await ask('gzip');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.body).toEqual(plain.body);
    } finally {
      await uncached.close();
    }
  });

  it('forgets kept answers when the ledger or the calculators are emptied with TRUNCATE', async () => {
    const own = await startTestApp({ SEED_DEMO: 'true' });
    try {
      const ask = async () => {
        const res = await own.http.get('/api/bee/rep-key-data').query({ view_key: DEMO_VIEW_KEY });
        expect(res.status).toBe(200);
        return res.body as { data: unknown[]; calculator: unknown };
      };
      const before = await ask();
      expect(before.data.length).toBeGreaterThan(0);
      expect(before.calculator).not.toBeNull();
      await own.db.query('TRUNCATE ledger_records');
      expect((await ask()).data).toEqual([]);
      await own.db.query('TRUNCATE calculators');
      expect((await ask()).calculator).toBeNull();
    } finally {
      await own.close();
    }
  });

  // Last: the guessing limit blocks this address for every key for a while.
  it('answers 429 after many unknown-key guesses from one address, even for a good key', async () => {
    const good = await keyOf(companies.a, 'rep.two@a.example');
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await repKeyData(`guess-${i}-abcdefghijklmnopqrstuvwxyz`)).status);
    expect(statuses).toContain(404);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    const blocked = await repKeyData(good);
    expect(blocked.status).toBe(429);
    expect(JSON.stringify(blocked.body)).not.toMatch(/rep\.two/);
  });
});
