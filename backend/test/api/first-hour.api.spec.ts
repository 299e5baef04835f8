// Issue 27, "a first hour that earns trust": the demo is the public demo key (never the seeded
// company), an admin's preview writes nothing as the rep, a password someone else set is changed
// first, and a dead link can email the rep their current one — with one answer whoever asks.
import {
  DEMO_VIEW_KEY,
  LINK_REQUEST_MESSAGES,
  PREVIEW_READ_ONLY_CODE,
} from '@commissionbee/shared/demo';
import { PASSWORD_CHANGE_REQUIRED_CODE, PASSWORD_MESSAGES } from '@commissionbee/shared/password';
import { QUESTION_MESSAGES } from '@commissionbee/shared/questions';
import { DEMO_COMPANY_ID } from '@commissionbee/shared/types';
import { aLedgerRow, anotherCompany, viewKeyOf } from '../support/builders.js';
import { DEMO_ADMIN, startTestApp, SUPER, type TestApp } from '../support/harness.js';
import { startMailSink, type MailSink } from '../support/mail-sink.js';

const DAY = '2024-03-05';
const RITA = 'rita.real@demosolar.example';
const PAUL = 'paul.preview@demosolar.example';
const LINA = 'lina.link@demosolar.example';
const VERA = 'vera.visit@demosolar.example';

describe('a first hour that earns trust (issue 27)', () => {
  let t: TestApp;
  let sink: MailSink;
  let admin: string;
  let superAuth: string;

  const review = (key: string, headers: Record<string, string> = {}) =>
    t.http
      .post('/api/bee/rep/reviews')
      .set({ 'X-View-Key': key, ...headers })
      .send({ pay_date: DAY });
  const ask = (key: string, headers: Record<string, string> = {}) =>
    t.http
      .post('/api/bee/rep/questions')
      .set({ 'X-View-Key': key, ...headers })
      .send({ reason: 'other', pay_date: DAY, message: 'Is my bonus in here?' });
  const preview = (auth: string, email: string) =>
    t.http.post('/api/bee/rep-previews').set('Authorization', auth).send({ email });
  const linkRequest = (body: Record<string, unknown>, ip = '203.0.113.7') =>
    t.http.post('/api/bee/rep/link-request').set('X-Forwarded-For', ip).send(body);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  beforeAll(async () => {
    sink = await startMailSink();
    t = await startTestApp({
      SEED_DEMO: 'true',
      SMTP_URL: sink.url,
      LOG_LEVEL: 'error',
      TRUST_PROXY: '1',
    });
    admin = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    superAuth = await t.login(SUPER.email, SUPER.password);
    // Reps the seeded company's admin uploads: real reps of company 10, not the demo.
    const res = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', admin)
      .send({
        data: [RITA, PAUL, LINA, VERA].map((email) =>
          aLedgerRow({ rep_email: email, rep_name: email.split('.')[0], pay_date: DAY }),
        ),
      });
    expect(res.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  describe('the demo is a key, not a company', () => {
    it("lets a real rep of the seeded company ask a question that reaches the admins' queue", async () => {
      const key = await viewKeyOf(t, admin, RITA);
      const asked = await ask(key);
      expect(asked.status).toBe(201);

      const queue = await t.http
        .get('/api/bee/questions')
        .query({ status: 'open', search: 'rita' })
        .set('Authorization', admin);
      expect(queue.status).toBe(200);
      expect(queue.body.rows.map((q: { id: number }) => q.id)).toContain(asked.body.id);
    });

    it("records a real rep's review of the seeded company", async () => {
      const key = await viewKeyOf(t, admin, RITA);
      expect((await review(key)).status).toBe(200);
      const reviews = await t.http
        .get('/api/bee/reviews')
        .query({ pay_date: DAY })
        .set('Authorization', admin);
      const rita = reviews.body.reps.find((r: { rep_email: string }) => r.rep_email === RITA);
      expect(rita.reviewed_at).not.toBeNull();
    });

    it('keeps only the public demo key from writing', async () => {
      const asked = await ask(DEMO_VIEW_KEY);
      expect(asked.status).toBe(403);
      expect(asked.body.message).toBe(QUESTION_MESSAGES.demoReadOnly);
      // The demo key belongs to the same company as Rita: the company is not what decides.
      const demo = await t.http.get('/api/bee/rep-key-data').query({ view_key: DEMO_VIEW_KEY });
      expect(demo.body.company_id).toBe(DEMO_COMPANY_ID);
    });
  });

  describe("an admin's preview is read-only", () => {
    it('answers a preview key that reads what the rep reads', async () => {
      const res = await preview(admin, PAUL);
      expect(res.status).toBe(201);
      expect(res.body.preview_key).toMatch(/^pv\./);
      expect(res.body.preview_key).not.toContain(await viewKeyOf(t, admin, PAUL));
      const own = await t.http
        .get('/api/bee/rep-key-data')
        .query({ view_key: await viewKeyOf(t, admin, PAUL) });
      const previewed = await t.http
        .get('/api/bee/rep-key-data')
        .query({ view_key: res.body.preview_key });
      expect(previewed.status).toBe(200);
      expect(previewed.body.email).toBe(PAUL);
      expect(previewed.body.data).toEqual(own.body.data);
    });

    it('refuses every rep write made with a preview key, with a code', async () => {
      const key = (await preview(admin, PAUL)).body.preview_key as string;
      const writes = [
        await review(key),
        await ask(key),
        await t.http
          .put('/api/bee/rep/push')
          .set('X-View-Key', key)
          .send({ endpoint: 'https://push.example/x', keys: { p256dh: 'a', auth: 'b' } }),
        await t.http.delete('/api/bee/rep/push').set('X-View-Key', key).send({}),
      ];
      for (const res of writes) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe(PREVIEW_READ_ONLY_CODE);
      }
      const reviews = await t.http
        .get('/api/bee/reviews')
        .query({ pay_date: DAY })
        .set('Authorization', admin);
      const paul = reviews.body.reps.find((r: { rep_email: string }) => r.rep_email === PAUL);
      expect(paul.reviewed_at).toBeNull();
      const activity = await t.http.get('/api/bee/activity').set('Authorization', admin);
      const reviewed = activity.body.rows.filter(
        (e: { action: string; target: string }) => e.action === 'paycheck.reviewed',
      );
      expect(reviewed.map((e: { target: string }) => e.target)).toEqual([RITA]);
    });

    it('records no portal open for the rep while the admin previews', async () => {
      const key = (await preview(admin, VERA)).body.preview_key as string;
      expect((await t.http.get('/api/bee/rep-key-data').query({ view_key: key })).status).toBe(200);
      await settle();
      const visit = await t.http
        .get('/api/bee/rep-visit')
        .set('X-View-Key', await viewKeyOf(t, admin, VERA));
      expect(visit.status).toBe(200);
      expect(visit.body.first_opened_at).toBeNull();
    });

    it("refuses a rep write that carries an admin's session beside the rep's own key", async () => {
      const res = await review(await viewKeyOf(t, admin, PAUL), { Authorization: admin });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(PREVIEW_READ_ONLY_CODE);
    });

    it("refuses a forged preview key, another company's preview and one outliving a new link", async () => {
      const key = (await preview(admin, PAUL)).body.preview_key as string;
      const forged = `${key.slice(0, -4)}AAAA`;
      expect((await t.http.get('/api/bee/rep-key-data').query({ view_key: forged })).status).toBe(
        404,
      );
      const other = await anotherCompany(t, 'Peeking Co.');
      expect((await preview(other.auth, PAUL)).status).toBe(404);

      await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', admin)
        .send({ email: PAUL });
      expect((await t.http.get('/api/bee/rep-key-data').query({ view_key: key })).status).toBe(404);
    });
  });

  describe('passwords', () => {
    const create = (password: string, email = `boss-${Math.random()}@new.example`) =>
      t.http
        .post('/api/company/new')
        .set('Authorization', superAuth)
        .send({ name: 'Rule Co', email, password });

    it("refuses a new company's admin password that breaks the product's rule", async () => {
      for (const [password, message] of [
        ['short', PASSWORD_MESSAGES.length],
        ['nouppercase1', PASSWORD_MESSAGES.upper],
        ['NOLOWERCASE1', PASSWORD_MESSAGES.lower],
        ['NoDigitsHere', PASSWORD_MESSAGES.digit],
      ]) {
        const res = await create(password);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body.message)).toContain(message);
      }
    });

    it('makes the first admin change the temporary password before anything else', async () => {
      const email = `first-${Date.now()}@new.example`;
      const created = await create('Temp-Pass1', email);
      expect(created.status).toBe(201);
      const login = await t.http.post('/api/auth/login').send({ email, password: 'Temp-Pass1' });
      const auth = `Bearer ${login.body.token}`;

      const me = await t.http.get('/api/me').set('Authorization', auth);
      expect(me.status).toBe(200);
      expect(me.body.must_change_password).toBe(true);
      const refused = await t.http.get('/api/bee/ledger').set('Authorization', auth);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(PASSWORD_CHANGE_REQUIRED_CODE);

      const changed = await t.http
        .patch(`/api/users/${created.body.admin.id}/password`)
        .set('Authorization', auth)
        .send({ oldPassword: 'Temp-Pass1', newPassword: 'Mine-Only-2' });
      expect(changed.status).toBe(200);
      const fresh = `Bearer ${changed.body.token}`;
      expect(
        (await t.http.get('/api/me').set('Authorization', fresh)).body.must_change_password,
      ).toBe(false);
      expect((await t.http.get('/api/bee/ledger').set('Authorization', fresh)).status).toBe(200);
    });

    it('does not treat seeded users as temporary', async () => {
      const me = await t.http.get('/api/me').set('Authorization', admin);
      expect(me.body.must_change_password).toBe(false);
    });
  });

  describe('"Email me a new link"', () => {
    it("emails the rep's current link to their address only, from a rotated link", async () => {
      const dead = await viewKeyOf(t, admin, LINA);
      await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', admin)
        .send({ email: LINA });
      const current = await viewKeyOf(t, admin, LINA);
      const before = sink.messages.length;

      const res = await linkRequest({ email: ' Lina.Link@DemoSolar.example ', view_key: dead });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: LINK_REQUEST_MESSAGES.sent });

      await sink.waitFor(before + 1, 20_000);
      const mail = sink.messages.slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0].to).toEqual([LINA]);
      expect(mail[0].text).toContain(`/bee/view/${current}`);
      expect(mail[0].text).not.toContain(dead);
    });

    it('answers the same for an unknown email, an unknown key and another company, and sends nothing', async () => {
      const dead = await viewKeyOf(t, admin, RITA);
      const before = sink.messages.length;
      const other = await anotherCompany(t, 'Other Link Co.');
      const answers = [
        await linkRequest({ email: 'nobody@demosolar.example', view_key: dead }, '203.0.113.8'),
        await linkRequest({ email: RITA, view_key: 'not-a-key-at-all' }, '203.0.113.8'),
        await linkRequest({ email: other.email, view_key: dead }, '203.0.113.8'),
        await linkRequest({ email: DEMO_ADMIN.email, view_key: DEMO_VIEW_KEY }, '203.0.113.8'),
      ];
      for (const res of answers) {
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ message: LINK_REQUEST_MESSAGES.sent });
      }
      await settle();
      expect(sink.messages.length).toBe(before);
    });

    it('limits requests per email address, known or not, in the database', async () => {
      for (const email of [PAUL, 'ghost@demosolar.example']) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++)
          statuses.push((await linkRequest({ email }, `198.51.100.${i + 1}`)).status);
        expect(statuses).toEqual([202, 202, 202, 429]);
      }
      const [{ count }] = await t.db.query(
        `SELECT count FROM guess_counts WHERE key = 'link:email:ghost@demosolar.example'`,
      );
      expect(count).toBe(4);
    });

    it('limits requests per network address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push(
          (await linkRequest({ email: `many-${i}@demosolar.example` }, '192.0.2.55')).status,
        );
      expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it('refuses a body that is not an email', async () => {
      const res = await linkRequest({ email: 'not an email' });
      expect(res.status).toBe(400);
    });
  });
});
