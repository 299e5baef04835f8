// A rep's writes are bounded (issue 26): a repeat of a review whose lines have not changed is a
// no-op (no event, no webhook); each key has limits on reviews, replies, reopen and push sign-ups
// (429 with a code and Retry-After, counted in PostgreSQL); a name longer than the activity log's
// column (a 300-character ledger name, payroll names of 100 + 100) no longer breaks a question or
// a review.
import { aLedgerRow, anotherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const DAY = '2024-03-05';
const REVIEWER = 'rita.review@example.com';
const REPLIER = 'rex.reply@example.com';
const PUSHER = 'pia.push@example.com';
const LONG_NAMED = 'lorenzo.long@example.com';
const PAYROLL_NAMED = 'paula.payroll@example.com';

describe('bounded rep writes', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  const keys: Record<string, string> = {};

  const rep = (email: string) => ({ 'X-View-Key': keys[email] });
  const review = (email: string) =>
    t.http.post('/api/bee/rep/reviews').set(rep(email)).send({ pay_date: DAY });
  const count = async (sql: string) =>
    ((await t.db.query(sql, [companyId])) as { n: number }[])[0].n;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error' });
    const company = await anotherCompany(t, 'Bounded Co.');
    admin = company.auth;
    companyId = company.companyId;
    const res = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', admin)
      .send({
        data: [REVIEWER, REPLIER, PUSHER, PAYROLL_NAMED]
          .map((rep_email) => aLedgerRow({ rep_email, manager_email: null, pay_date: DAY }))
          .concat(
            aLedgerRow({
              rep_email: LONG_NAMED,
              rep_name: 'Lorenzo '.repeat(40).trim(),
              manager_email: null,
              pay_date: DAY,
            }),
          ),
      });
    expect(res.status).toBe(200);
    for (const email of [REVIEWER, REPLIER, PUSHER, LONG_NAMED, PAYROLL_NAMED])
      keys[email] = (
        await t.http.get('/api/bee/view-keys').query({ email }).set('Authorization', admin)
      ).body.view_key as string;
    // Every paycheck.reviewed becomes a delivery of this endpoint (never answered: it is not called).
    const hook = await t.http
      .post('/api/bee/webhooks')
      .set('Authorization', admin)
      .send({ url: 'http://127.0.0.1:9/hook', events: ['paycheck.reviewed'] });
    expect(hook.status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps one event and one webhook for 60 reviews of an unchanged paycheck, then answers 429', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await review(REVIEWER));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(30);
    expect(refused).toHaveLength(30);
    // The same success answer each time: the review as stored the first time.
    for (const a of ok) expect(a.body).toEqual(ok[0].body);
    expect(ok[0].body).toMatchObject({ pay_date: DAY, stale: false });
    expect(refused[0].body).toMatchObject({ statusCode: 429, code: 'REP_WRITE_LIMIT' });
    expect(refused[0].body.message).toMatch(/Too many paycheck reviews from this link/);
    const retryAfter = Number(refused[0].headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM activity_events WHERE company_id = $1 AND action = 'paycheck.reviewed'`,
      ),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM webhook_deliveries WHERE company_id = $1 AND event = 'paycheck.reviewed'`,
      ),
    ).toBe(1);
    // Counted in PostgreSQL (so every replica sees it), per key: another key reviews freely.
    expect(
      (await t.db.query(`SELECT count FROM guess_counts WHERE key LIKE 'rep:review:%'`))[0].count,
    ).toBe(60);
    expect((await review(PUSHER)).status).toBe(200);
  });

  it('limits replies and reopens per key, counting refused ones too', async () => {
    const asked = await t.http
      .post('/api/bee/rep/questions')
      .set(rep(REPLIER))
      .send({ pay_date: DAY, reason: 'missing_pay', message: 'Where is my bonus?' });
    expect(asked.status).toBe(201);
    const id = asked.body.id as number;
    const reply = () =>
      t.http
        .post(`/api/bee/rep/questions/${id}/messages`)
        .set(rep(REPLIER))
        .send({ message: 'x'.repeat(2000) });
    for (let i = 0; i < 30; i++) expect((await reply()).status).toBe(200);
    const over = await reply();
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('REP_WRITE_LIMIT');
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    const thread = await t.http.get(`/api/bee/rep/questions/${id}`).set(rep(REPLIER));
    expect(thread.body.events.filter((e: { kind: string }) => e.kind === 'message')).toHaveLength(
      30,
    );
    // Reopen: the question is open, so each try is a 409, and each counts.
    const reopen = () =>
      t.http
        .post(`/api/bee/rep/questions/${id}/reopen`)
        .set(rep(REPLIER))
        .send({ message: 'again' });
    for (let i = 0; i < 10; i++) expect((await reopen()).status).toBe(409);
    expect((await reopen()).status).toBe(429);
  });

  it('limits push sign-ups per key (PUT /api/bee/rep/push)', async () => {
    const put = () =>
      t.http.put('/api/bee/rep/push').set(rep(PUSHER)).send({ endpoint: 'not a url' });
    for (let i = 0; i < 10; i++) expect((await put()).status).toBe(400);
    const over = await put();
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'REP_WRITE_LIMIT' });
    expect(over.body.message).toMatch(/push notification sign-ups/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asks and reviews for a rep whose names are longer than the log keeps', async () => {
    const asked = await t.http
      .post('/api/bee/rep/questions')
      .set(rep(LONG_NAMED))
      .send({ pay_date: DAY, reason: 'other', message: 'Long name' });
    expect(asked.status).toBe(201);
    expect((await review(LONG_NAMED)).status).toBe(200);
    const payroll = await t.http
      .patch(`/api/bee/reps/${PAYROLL_NAMED}`)
      .set('Authorization', admin)
      .send({ first_name: 'F'.repeat(100), last_name: 'L'.repeat(100) });
    expect(payroll.status).toBe(200);
    expect(
      (
        await t.http
          .post('/api/bee/rep/questions')
          .set(rep(PAYROLL_NAMED))
          .send({ pay_date: DAY, reason: 'other', message: 'Payroll name' })
      ).status,
    ).toBe(201);
    expect((await review(PAYROLL_NAMED)).status).toBe(200);
    const names = (await t.db.query(
      `SELECT actor_name FROM activity_events WHERE company_id = $1 AND actor_email = ANY($2)`,
      [companyId, [LONG_NAMED, PAYROLL_NAMED]],
    )) as { actor_name: string }[];
    expect(names).toHaveLength(4);
    for (const { actor_name } of names) expect(actor_name.length).toBe(200);
  });
});
