// The first-run page's API (issue 27): while the only companies are the seeded ones, a newcomer
// creates their company and its first admin and is signed in; then it closes for good. Off in
// production unless FIRST_RUN_SETUP=true; limited per network address.
import { PASSWORD_MESSAGES, SETUP_CLOSED_CODE } from '@commissionbee/shared/password';
import { startTestApp, type TestApp } from '../support/harness.js';

const aNewcomer = (n: number, ip = `203.0.113.${n}`) => ({
  body: {
    company_name: `Sunrise Roofing ${n}`,
    email: `owner-${n}@sunrise.example`,
    password: 'Own-Choice-1',
  },
  ip,
});

describe('the first-run page', () => {
  let t: TestApp;
  const create = (body: Record<string, unknown>, ip = '203.0.113.1') =>
    t.http.post('/api/setup/company').set('X-Forwarded-For', ip).send(body);

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  }, 60_000);
  afterAll(() => t?.close());

  it('is open while the only companies are the seeded ones', async () => {
    expect((await t.http.get('/api/setup')).body).toEqual({ open: true });
  });

  it("refuses a password that breaks the product's rule and a bad email", async () => {
    const weak = await create({ ...aNewcomer(1).body, password: 'short' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body.message)).toContain(PASSWORD_MESSAGES.length);
    const email = await create({ ...aNewcomer(1).body, email: 'not-an-email' });
    expect(email.status).toBe(400);
  });

  it('limits tries per network address while it is open', async () => {
    // Each try is refused (the email is the seeded super user's), so the page stays open.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = { ...aNewcomer(50 + i).body, email: 'super@commissionbee.local' };
      statuses.push((await create(body, '192.0.2.9')).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
    expect((await t.http.get('/api/setup')).body).toEqual({ open: true });
  });

  it('creates one company and its admin, signed in and not temporary, even when two ask at once', async () => {
    const [a, b] = [aNewcomer(2), aNewcomer(3)];
    const answers = await Promise.all([create(a.body, a.ip), create(b.body, b.ip)]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    const made = answers.find((res) => res.status === 201)!;
    const lost = answers.find((res) => res.status === 409)!;
    expect(lost.body.code).toBe(SETUP_CLOSED_CODE);

    const me = await t.http.get('/api/me').set('Authorization', `Bearer ${made.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      company_id: made.body.company.id,
      admin: true,
      super: false,
      must_change_password: false,
    });
    expect(made.body.company.id).toBeGreaterThan(10);
    expect(
      (await t.http.get('/api/bee/ledger').set('Authorization', `Bearer ${made.body.token}`))
        .status,
    ).toBe(200);
  });

  it('is closed for good once a company of its own exists', async () => {
    expect((await t.http.get('/api/setup')).body).toEqual({ open: false });
    const late = await create(aNewcomer(4).body, '203.0.113.4');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(SETUP_CLOSED_CODE);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM companies`);
    expect(count).toBe(3);
  });
});

describe('the first-run page in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      SEED_SUPER_PASSWORD: 'Prod-Super-Password-1',
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('is off unless FIRST_RUN_SETUP=true, even with only the seeded companies', async () => {
    expect((await t.http.get('/api/setup')).body).toEqual({ open: false });
    const res = await t.http.post('/api/setup/company').send(aNewcomer(5).body);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(SETUP_CLOSED_CODE);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM companies`);
    expect(count).toBe(2);
  });
});
