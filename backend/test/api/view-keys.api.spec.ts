// Admins look up, rotate, grant and add rep keys of their own company only.
import { anotherCompany, aRecord, type OtherCompany, storeRows } from '../support/builders.js';
import { DEMO_VIEWER, startTestApp, type TestApp } from '../support/harness.js';

describe('view keys (admin)', () => {
  let t: TestApp;
  let a: OtherCompany;
  let b: OtherCompany;

  const viewKey = (company: OtherCompany, email: string) =>
    t.http.get('/api/bee/view-keys/').query({ email }).set('Authorization', company.auth);
  const features = async (company: OtherCompany) =>
    (await t.http.get('/api/bee/view-keys/features').set('Authorization', company.auth)).body
      .data as {
      id: number;
      email: string;
      custom_features: string[];
    }[];
  const patchFeatures = (company: OtherCompany, body: unknown) =>
    t.http
      .patch('/api/bee/view-keys/features')
      .set('Authorization', company.auth)
      .send(body as object);
  const addRep = (company: OtherCompany, body: unknown) =>
    t.http
      .post('/api/bee/add-rep-key')
      .set('Authorization', company.auth)
      .send(body as object);
  const portal = (key: string) => t.http.get('/api/bee/rep-key-data').query({ view_key: key });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    a = await anotherCompany(t, 'Alpha Solar');
    b = await anotherCompany(t, 'Beta Roofing');
    await storeRows(t, a.companyId, [
      aRecord({ rep_email: 'Zed@A.example' }),
      aRecord({ rep_email: 'shared@both.example' }),
      aRecord({ rep_email: 'amy@a.example' }),
    ]);
    await storeRows(t, b.companyId, [
      aRecord({ rep_email: 'shared@both.example' }),
      aRecord({ rep_email: 'only@b.example' }),
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  describe('GET /bee/view-keys/?email=', () => {
    it("answers the live key of a rep of the admin's company, whatever the case and spaces", async () => {
      const res = await viewKey(a, 'zed@a.example');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['view_key']);
      expect(res.body.view_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect((await viewKey(a, '  ZED@a.Example ')).body).toEqual(res.body);
      expect(
        (
          await t.http
            .get('/api/bee/view-keys')
            .query({ email: 'zed@a.example' })
            .set('Authorization', a.auth)
        ).body,
      ).toEqual(res.body);
    });

    it('answers 404 for a rep of another company and for an unknown email', async () => {
      expect((await viewKey(a, 'only@b.example')).status).toBe(404);
      expect((await viewKey(b, 'zed@a.example')).status).toBe(404);
      expect((await viewKey(a, 'nobody@a.example')).status).toBe(404);
    });

    it("answers the admin's own company's key when another company has a rep with the same email", async () => {
      const fromA = (await viewKey(a, 'shared@both.example')).body.view_key;
      const fromB = (await viewKey(b, 'shared@both.example')).body.view_key;
      expect(fromA).not.toBe(fromB);
      expect((await portal(fromA)).body.company_id).toBe(a.companyId);
      expect((await portal(fromB)).body.company_id).toBe(b.companyId);
    });

    it('refuses a missing email with 400, a standard user with 403, no login with 401 and a rep key with 401', async () => {
      expect((await t.http.get('/api/bee/view-keys/').set('Authorization', a.auth)).status).toBe(
        400,
      );
      const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
      const asViewer = await t.http
        .get('/api/bee/view-keys/')
        .query({ email: 'x@y.example' })
        .set('Authorization', viewer);
      expect(asViewer.status).toBe(403);
      expect(
        (await t.http.get('/api/bee/view-keys/').query({ email: 'zed@a.example' })).status,
      ).toBe(401);
      const key = (await viewKey(a, 'zed@a.example')).body.view_key;
      const asRep = await t.http
        .get('/api/bee/view-keys/')
        .query({ email: 'zed@a.example' })
        .set('X-View-Key', key);
      expect(asRep.status).toBe(401);
    });
  });

  describe('POST /bee/view-keys/rotate', () => {
    it('issues a new key with the same grants; the old one is refused at once', async () => {
      const [amy] = (await features(a)).filter((k) => k.email === 'amy@a.example');
      expect(
        (await patchFeatures(a, [{ id: amy.id, custom_features: ['whatif-calc'] }])).status,
      ).toBe(200);
      const old = (await viewKey(a, 'amy@a.example')).body.view_key;

      const res = await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', a.auth)
        .send({ email: ' AMY@a.example' });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['created_at', 'view_key']);
      expect(res.body.view_key).not.toBe(old);
      expect(Math.abs(Date.parse(res.body.created_at) - Date.now())).toBeLessThan(60_000);

      expect((await portal(old)).status).toBe(404);
      expect((await t.http.get('/api/bee/rep-key-data').set('X-View-Key', old)).status).toBe(404);
      const fresh = await portal(res.body.view_key);
      expect(fresh.status).toBe(200);
      expect(fresh.body).toMatchObject({
        email: 'amy@a.example',
        custom_features: ['whatif-calc'],
      });
      expect((await viewKey(a, 'amy@a.example')).body.view_key).toBe(res.body.view_key);
      const listed = (await features(a)).filter((k) => k.email === 'amy@a.example');
      expect(listed).toEqual([
        { id: expect.any(Number), email: 'amy@a.example', custom_features: ['whatif-calc'] },
      ]);
      expect(listed[0].id).not.toBe(amy.id);
    });

    it("answers 404 for another company's rep and leaves that rep's key working", async () => {
      const bKey = (await viewKey(b, 'only@b.example')).body.view_key;
      const res = await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', a.auth)
        .send({ email: 'only@b.example' });
      expect(res.status).toBe(404);
      expect((await portal(bKey)).status).toBe(200);
    });

    it('refuses an invalid email with 400 and a standard user with 403', async () => {
      const bad = await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', a.auth)
        .send({ email: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Please enter a valid email address');
      const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
      const res = await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', viewer)
        .send({ email: 'zed@a.example' });
      expect(res.status).toBe(403);
    });
  });

  describe('GET and PATCH /bee/view-keys/features', () => {
    it("lists the company's live keys sorted by email, with nothing of other companies", async () => {
      const list = await features(a);
      expect(list.map((k) => k.email)).toEqual([
        'amy@a.example',
        'shared@both.example',
        'Zed@A.example',
      ]);
      for (const key of list)
        expect(Object.keys(key).sort()).toEqual(['custom_features', 'email', 'id']);
      expect((await features(b)).map((k) => k.email)).toEqual([
        'only@b.example',
        'shared@both.example',
      ]);
    });

    it('grants and withdraws whatif-calc and answers the updated records', async () => {
      const [zed] = (await features(a)).filter((k) => k.email === 'Zed@A.example');
      const granted = await patchFeatures(a, [
        { id: zed.id, custom_features: ['whatif-calc', 'whatif-calc'] },
      ]);
      expect(granted.status).toBe(200);
      expect(granted.body).toEqual({
        data: [{ id: zed.id, email: 'Zed@A.example', custom_features: ['whatif-calc'] }],
      });
      const withdrawn = await patchFeatures(a, [{ id: zed.id, custom_features: [] }]);
      expect(withdrawn.body.data[0].custom_features).toEqual([]);
      expect((await features(a)).find((k) => k.id === zed.id)?.custom_features).toEqual([]);
    });

    it("changes nothing and answers 404 when one id is another company's key", async () => {
      const before = await features(a);
      const [bKey] = await features(b);
      const res = await patchFeatures(a, [
        ...before.map((k) => ({ id: k.id, custom_features: ['whatif-calc'] })),
        { id: bKey.id, custom_features: ['whatif-calc'] },
      ]);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('@');
      expect(await features(a)).toEqual(before);
      expect((await features(b)).find((k) => k.id === bKey.id)?.custom_features).toEqual([]);
    });

    it('answers 404 for a revoked key', async () => {
      const [{ id }]: { id: number }[] = await t.db.query(
        `SELECT id FROM rep_keys WHERE company_id = $1 AND revoked_at IS NOT NULL LIMIT 1`,
        [a.companyId],
      );
      expect((await patchFeatures(a, [{ id, custom_features: ['whatif-calc'] }])).status).toBe(404);
    });

    it('refuses a feature outside the allowed list, duplicate ids and a malformed body with 400', async () => {
      const [zed] = (await features(a)).filter((k) => k.email === 'Zed@A.example');
      expect(
        (await patchFeatures(a, [{ id: zed.id, custom_features: ['show-commission-pct'] }])).status,
      ).toBe(400);
      expect((await patchFeatures(a, [{ id: zed.id, custom_features: ['admin'] }])).status).toBe(
        400,
      );
      const twice = await patchFeatures(a, [
        { id: zed.id, custom_features: [] },
        { id: zed.id, custom_features: ['whatif-calc'] },
      ]);
      expect(twice.status).toBe(400);
      expect((await patchFeatures(a, { id: zed.id, custom_features: [] })).status).toBe(400);
    });

    it('is for admins only', async () => {
      const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
      expect(
        (await t.http.get('/api/bee/view-keys/features').set('Authorization', viewer)).status,
      ).toBe(403);
      expect((await t.http.patch('/api/bee/view-keys/features').send([])).status).toBe(401);
    });
  });

  describe('POST /bee/add-rep-key', () => {
    it('registers a rep without access and gives them a working link', async () => {
      const res = await addRep(a, { email: ' new.rep@a.example ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        data: { id: expect.any(Number), email: 'new.rep@a.example', custom_features: [] },
      });
      expect((await features(a)).map((k) => k.email)).toContain('new.rep@a.example');
      const key = (await viewKey(a, 'new.rep@a.example')).body.view_key;
      const data = await portal(key);
      expect(data.body).toMatchObject({
        email: 'new.rep@a.example',
        company_id: a.companyId,
        custom_features: [],
        data: [],
      });
    });

    it("answers 'Please enter a valid email address' for an empty value or one without '@'", async () => {
      for (const body of [
        { email: '' },
        { email: '   ' },
        { email: 'no-at-sign' },
        {},
        { email: 42 },
      ]) {
        const res = await addRep(a, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please enter a valid email address');
      }
    });

    it("answers 409 'A rep with this email already exists' for a rep with a live key, in any case", async () => {
      const res = await addRep(a, { email: 'ZED@a.example' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('A rep with this email already exists');
    });

    it('registers a rep whose email another company already has', async () => {
      const res = await addRep(a, { email: 'only@b.example' });
      expect(res.status).toBe(201);
      expect((await features(b)).filter((k) => k.email === 'only@b.example')).toHaveLength(1);
    });
  });
});
