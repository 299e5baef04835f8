// The calculator API: admins read and save their company's config; a rep key reads it only when
// the company has whatif-calc and the key was granted whatif-calc; a bad formula is refused.
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { CalculatorService } from '../../src/calculator/calculator.service.js';
import {
  anotherCompany,
  aRecord,
  type OtherCompany,
  storeRows,
  viewKeyOf,
} from '../support/builders.js';
import { DEMO_ADMIN, DEMO_VIEWER, startSignedIn, SUPER, type TestApp } from '../support/harness.js';

const aCalculator = (overrides: Partial<CalculatorConfig> = {}): CalculatorConfig => ({
  title: 'Alpha calculator',
  buttonText: 'Go',
  resultLabel: 'Commission',
  result_units: '$',
  inputs: [
    { id: 'price', label: 'Price', units: '$', placeholder: '1000' },
    { id: 'rate', label: 'Rate', units: '%', isHardcoded: true, hardcodedValue: 5 },
  ],
  operation: 'commissionPct = rate; commission = price * rate / 100',
  ...overrides,
});

describe('calculator', () => {
  let t: TestApp;
  let superAuth: string;
  let a: OtherCompany;
  let b: OtherCompany;
  let keys: { a: string; b: string };

  const keyOf = (company: { auth: string }, email: string) => viewKeyOf(t, company.auth, email);

  const save = (company: { auth: string }, body: unknown) =>
    t.http
      .post('/api/bee/calculator')
      .set('Authorization', company.auth)
      .send(body as object);
  const asRep = (key: string) => t.http.get('/api/bee/calculator').set('X-View-Key', key);
  const asAdmin = (company: OtherCompany) =>
    t.http.get('/api/bee/calculator').set('Authorization', company.auth);

  async function setCompanyFeature(company: OtherCompany, on: boolean) {
    const res = await t.http
      .patch(`/api/companies/${company.companyId}/features`)
      .set('Authorization', superAuth)
      .send({ features: on ? ['whatif-calc'] : [] });
    expect(res.status).toBe(200);
  }

  async function grant(company: OtherCompany, email: string, on: boolean) {
    const list = (
      await t.http.get('/api/bee/view-keys/features').set('Authorization', company.auth)
    ).body.data;
    const key = list.find((k: { email: string }) => k.email === email);
    const res = await t.http
      .patch('/api/bee/view-keys/features')
      .set('Authorization', company.auth)
      .send([{ id: key.id, custom_features: on ? ['whatif-calc'] : [] }]);
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    ({ t, auth: superAuth } = await startSignedIn(SUPER, { SEED_DEMO: 'true' }));
    a = await anotherCompany(t, 'Alpha Solar');
    b = await anotherCompany(t, 'Beta Roofing');
    await storeRows(t, a.companyId, [aRecord({ rep_email: 'rep@a.example' })]);
    await storeRows(t, b.companyId, [aRecord({ rep_email: 'rep@b.example' })]);
    keys = { a: await keyOf(a, 'rep@a.example'), b: await keyOf(b, 'rep@b.example') };
  }, 120_000);
  afterAll(() => t?.close());

  describe('admins', () => {
    it("answers 404 'No data found.' for a company without a calculator", async () => {
      const res = await asAdmin(a);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No data found.');
    });

    it('saves a config and answers it; GET then answers the same config', async () => {
      const res = await save(a, { data: aCalculator() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(aCalculator());
      expect((await asAdmin(a)).body).toEqual(aCalculator());
    });

    it('replaces the config on a second save and keeps other companies apart', async () => {
      expect((await save(a, { data: aCalculator({ title: 'Alpha v2' }) })).status).toBe(200);
      expect((await asAdmin(a)).body.title).toBe('Alpha v2');
      expect((await asAdmin(b)).status).toBe(404);
      expect((await save(b, { data: aCalculator({ title: 'Beta calc' }) })).status).toBe(200);
      expect((await asAdmin(a)).body.title).toBe('Alpha v2');
      expect((await asAdmin(b)).body.title).toBe('Beta calc');
    });

    it('stores blank (null) optional fields as absent', async () => {
      const res = await save(a, { data: aCalculator({ title: null, lookupTable: null } as never) });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('title');
      expect(res.body).not.toHaveProperty('lookupTable');
      await save(a, { data: aCalculator({ title: 'Alpha v2' }) });
    });

    it('answers the first item when an older array config is stored', async () => {
      await t.db.query(`UPDATE calculators SET config = $2::jsonb WHERE company_id = $1`, [
        b.companyId,
        JSON.stringify([aCalculator({ title: 'First' }), aCalculator({ title: 'Second' })]),
      ]);
      expect((await asAdmin(b)).body).toEqual(aCalculator({ title: 'First' }));
    });

    it('accepts the demo solar calculator with its rate table', async () => {
      const admin = { id: 10, auth: await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password) };
      const res = await save(admin, { data: DEMO_CALCULATOR });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(DEMO_CALCULATOR);
    });

    it('refuses a standard user and a missing login', async () => {
      const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
      expect((await t.http.get('/api/bee/calculator').set('Authorization', viewer)).status).toBe(
        403,
      );
      expect(
        (
          await t.http
            .post('/api/bee/calculator')
            .set('Authorization', viewer)
            .send({ data: aCalculator() })
        ).status,
      ).toBe(403);
      expect((await t.http.get('/api/bee/calculator')).status).toBe(401);
      expect((await t.http.post('/api/bee/calculator').send({ data: aCalculator() })).status).toBe(
        401,
      );
    });

    it('does not let a rep key save a calculator', async () => {
      const res = await t.http
        .post('/api/bee/calculator')
        .set('X-View-Key', keys.a)
        .send({ data: aCalculator() });
      expect(res.status).toBe(401);
    });
  });

  describe('POST validation', () => {
    it.each([
      ['constructor', 'constructor'],
      ['a name that is not an input', 'price * bonus'],
      ['a prototype walk', 'price.constructor'],
      ['a function definition', 'f(x) = x; f(price)'],
    ])('refuses an operation using %s with 400 and changes nothing', async (_what, operation) => {
      const res = await save(a, { data: aCalculator({ operation }) });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect((await asAdmin(a)).body.title).toBe('Alpha v2');
    });

    it("names the refused name in the engine's message", async () => {
      const unknown = await save(a, { data: aCalculator({ operation: 'price * bonus' }) });
      expect(unknown.body.message).toMatch(/Unknown name 'bonus'/);
      expect(unknown.body).toMatchObject({
        code: 'CALCULATOR_CONFIG_INVALID',
        problem: 'unknownName',
        params: { name: 'bonus', formula: 'operation' },
      });
      const escape = await save(a, { data: aCalculator({ operation: 'constructor' }) });
      expect(escape.body.message).toMatch(/Unknown name 'constructor'/);
    });

    it('refuses two inputs with the same id', async () => {
      const inputs = [
        { id: 'price', label: 'Price' },
        { id: 'price', label: 'Price again' },
      ];
      const res = await save(a, { data: aCalculator({ inputs }) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/price/);
    });

    it('refuses more than 50 inputs and more than 200 rate rows', async () => {
      const inputs = Array.from({ length: 51 }, (_, i) => ({ id: `in${i}`, label: `In ${i}` }));
      expect((await save(a, { data: aCalculator({ inputs }) })).status).toBe(400);
      const lookupTable = Array.from({ length: 201 }, (_, i) => ({
        Tier: i,
        'Rep Commission %': 1,
      }));
      expect((await save(a, { data: aCalculator({ lookupTable }) })).status).toBe(400);
    });

    it('refuses a body without data and fields of the wrong type', async () => {
      expect((await save(a, aCalculator())).status).toBe(400);
      expect((await save(a, { data: aCalculator({ title: 42 as never }) })).status).toBe(400);
      expect(
        (await save(a, { data: aCalculator({ inputs: [{ id: 'x' }] as never }) })).status,
      ).toBe(400);
      expect((await save(a, { data: [aCalculator()] })).status).toBe(400);
    });
  });

  describe('rep access (company feature × rep grant × company)', () => {
    it.each([
      [false, false, 403],
      [true, false, 403],
      [false, true, 403],
      [true, true, 200],
    ])('company whatif-calc %s, rep grant %s: GET answers %i', async (companyOn, repOn, status) => {
      await setCompanyFeature(a, companyOn);
      await grant(a, 'rep@a.example', repOn);
      const res = await asRep(keys.a);
      expect(res.status).toBe(status);
      if (status === 200) expect(res.body.title).toBe('Alpha v2');
      else expect(JSON.stringify(res.body)).not.toContain('Alpha');

      const portal = await t.http.get('/api/bee/rep-key-data').query({ view_key: keys.a });
      expect(portal.body.calculator === null).toBe(status !== 200);
      if (status === 200) expect(portal.body.calculator.title).toBe('Alpha v2');
    });

    it("gives a granted rep of another company that company's calculator, never this one's", async () => {
      await setCompanyFeature(b, true);
      await grant(b, 'rep@b.example', true);
      const res = await asRep(keys.b);
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('First');
      const portal = await t.http.get('/api/bee/rep-key-data').query({ view_key: keys.b });
      expect(portal.body.calculator.title).toBe('First');
    });

    it("answers 404 'No data found.' to a granted rep when the company has no calculator", async () => {
      const c = await anotherCompany(t, 'Gamma Wind');
      await storeRows(t, c.companyId, [aRecord({ rep_email: 'rep@c.example' })]);
      await setCompanyFeature(c, true);
      await grant(c, 'rep@c.example', true);
      const res = await asRep(await keyOf(c, 'rep@c.example'));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No data found.');
    });

    it('answers 404 to a revoked key', async () => {
      const old = await keyOf(a, 'rep@a.example');
      await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', a.auth)
        .send({ email: 'rep@a.example' });
      expect((await asRep(old)).status).toBe(404);
      keys.a = await keyOf(a, 'rep@a.example');
      expect((await asRep(keys.a)).status).toBe(200);
    });

    it("answers the admin the company's config even with a rep key in the same request", async () => {
      const res = await asAdmin(b).set('X-View-Key', keys.a);
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('First');
    });
  });

  describe('CalculatorService.ensureDefault', () => {
    it('gives a company the default config once and never overwrites a saved one', async () => {
      const c = await anotherCompany(t, 'Delta Solar');
      const sut = t.app.app.get(CalculatorService);
      await sut.ensureDefault(c.companyId, DEMO_CALCULATOR);
      await sut.ensureDefault(c.companyId, aCalculator({ title: 'Not this one' }));
      expect((await asAdmin(c)).body).toEqual(DEMO_CALCULATOR);
      await sut.ensureDefault(a.companyId, DEMO_CALCULATOR);
      expect((await asAdmin(a)).body.title).toBe('Alpha v2');
    });
  });
});
