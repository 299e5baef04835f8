// Questions and reviews (issue 14): tenancy and privacy, every transition and every refused one,
// the snapshot after the line's upload is undone, stale reviews, the daily limit, and the emails
// in a real SMTP sink going to exactly the right people with escaped text and working links.
import { QUESTION_MESSAGES } from '@commissionbee/shared/questions';
import { aLedgerRow, anotherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { startMailSink, type MailSink } from '../support/mail-sink.js';

const JOSE = 'jose.rivera@example.com';
const MAYA = 'maya.lead@example.com';
const OTHER = 'olga.other@example.com';
const LIMITED = 'lena.limit@example.com';
const DAY = '2024-03-05';
const HOSTILE = `<script>alert("x")</script> & <b>bold</b>`;

describe('questions and reviews', () => {
  let t: TestApp;
  let sink: MailSink;
  let admin: string;
  let adminEmail: string;
  let otherAdmin: string;
  const keys: Record<string, string> = {};
  let joseLine: number;
  let joseSecondLine: number;

  const rep = (email: string) => ({ 'X-View-Key': keys[email] });
  const ask = (email: string, body: Record<string, unknown>) =>
    t.http
      .post('/api/bee/rep/questions')
      .set(rep(email))
      .send({ reason: 'amount_wrong', message: 'Why?', ...body });
  const upload = (auth: string, data: Record<string, unknown>[]) =>
    t.http.post('/api/bee/ledger').set('Authorization', auth).send({ data });
  const keyOf = async (email: string) =>
    (await t.http.get('/api/bee/view-keys').query({ email }).set('Authorization', admin)).body
      .view_key as string;
  const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  beforeAll(async () => {
    sink = await startMailSink();
    t = await startTestApp({ SMTP_URL: sink.url, LOG_LEVEL: 'error' });
    const a = await anotherCompany(t, 'Questions Co.');
    admin = a.auth;
    adminEmail = (await t.http.get('/api/me').set('Authorization', admin)).body.email.toLowerCase();
    otherAdmin = (await anotherCompany(t, 'Elsewhere Co.')).auth;
    const res = await upload(admin, [
      aLedgerRow({
        rep_email: JOSE,
        rep_name: 'José Rivera',
        manager_email: MAYA,
        line_id: 'J-1',
        amount: 100,
        pay_date: DAY,
      }),
      aLedgerRow({
        rep_email: JOSE,
        rep_name: 'José Rivera',
        manager_email: MAYA,
        line_id: 'J-2',
        amount: 50,
        pay_date: DAY,
      }),
      aLedgerRow({
        rep_email: MAYA,
        rep_name: 'Maya Lead',
        manager_email: null,
        line_id: 'M-1',
        pay_date: DAY,
      }),
      aLedgerRow({
        rep_email: OTHER,
        rep_name: 'Olga Other',
        manager_email: null,
        line_id: 'O-1',
        pay_date: DAY,
      }),
      aLedgerRow({
        rep_email: LIMITED,
        rep_name: 'Lena Limit',
        manager_email: null,
        line_id: 'L-1',
        pay_date: DAY,
      }),
    ]);
    expect(res.status).toBe(200);
    for (const email of [JOSE, MAYA, OTHER, LIMITED]) keys[email] = await keyOf(email);
    // Rep rows do not carry the Line ID: J-1 is the 100.00 line, J-2 the 50.00 one.
    const data = (await t.http.get('/api/bee/rep-key-data').query({ view_key: keys[JOSE] })).body
      .data as { id: number; amount: number }[];
    joseLine = data.find((r) => r.amount === 100)!.id;
    joseSecondLine = data.find((r) => r.amount === 50)!.id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  describe('asking', () => {
    let id: number;

    it('keeps a snapshot of the line, opens the question and mails the company admin once, escaped, with a working link', async () => {
      const res = await ask(JOSE, { record_id: joseLine, expected_amount: 150, message: HOSTILE });
      expect(res.status).toBe(201);
      id = res.body.id;
      expect(res.body).toMatchObject({
        scope: 'line',
        status: 'open',
        asker_email: JOSE,
        pay_date: DAY,
        expected_amount: 150,
        snapshot: {
          id: joseLine,
          amount: 100,
          pay_date: DAY,
          rep_email: JOSE,
          item_pay_type: 'M1',
        },
        events: [{ kind: 'asked', actor: 'rep', actor_name: 'José Rivera', body: HOSTILE }],
      });
      await sink.waitFor(1);
      await settle();
      expect(sink.messages).toHaveLength(1);
      const [mail] = sink.messages;
      expect(mail.to).toEqual([adminEmail]);
      expect(mail.subject).toBe('José Rivera asked a question about their pay');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
      );
      expect(mail.text).toContain(HOSTILE);
      const link = `http://portal.test/bee/questions/${id}`;
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain(link);
      const page = await t.http.get(`/api/bee/questions/${id}`).set('Authorization', admin);
      expect(page.status).toBe(200);
    });

    it('lists it in the admin queue with the open count, and finds it by rep, item and text', async () => {
      const res = await t.http.get('/api/bee/questions').set('Authorization', admin);
      expect(res.body).toMatchObject({ total: 1, open: 1, page: 1, pages: 1 });
      expect(res.body.rows[0]).toMatchObject({ id, asker_name: 'José Rivera', overdue: false });
      for (const search of ['josé', 'script', res.body.rows[0].item_name])
        expect(
          (await t.http.get('/api/bee/questions').query({ search }).set('Authorization', admin))
            .body.total,
        ).toBe(1);
      expect(
        (
          await t.http
            .get('/api/bee/questions')
            .query({ search: 'nobody-here' })
            .set('Authorization', admin)
        ).body.total,
      ).toBe(0);
    });

    it('refuses an empty or too long message, and a line the key may not see, storing nothing', async () => {
      const empty = await ask(JOSE, { message: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(QUESTION_MESSAGES.messageRequired);
      const long = await ask(JOSE, { message: 'x'.repeat(2001) });
      expect(long.body.message).toBe(QUESTION_MESSAGES.messageTooLong);
      const olgas = (await t.http.get('/api/bee/rep-key-data').query({ view_key: keys[OTHER] }))
        .body.data[0].id;
      expect((await ask(JOSE, { record_id: olgas })).status).toBe(404);
      expect((await t.http.get('/api/bee/rep/questions').set(rep(JOSE))).body).toHaveLength(1);
    });

    it('answers the same question for the same client_id (an offline retry is not a second question)', async () => {
      const clientId = '3b241101-e2bb-4255-8caf-4136c566a962';
      const first = await ask(OTHER, { client_id: clientId, pay_date: DAY, reason: 'missing_pay' });
      const again = await ask(OTHER, { client_id: clientId, pay_date: DAY, reason: 'missing_pay' });
      expect(first.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      expect(first.body.scope).toBe('paycheck');
      expect((await t.http.get('/api/bee/rep/questions').set(rep(OTHER))).body).toHaveLength(1);
    });
  });

  describe('privacy', () => {
    let joses: number;
    let mayas: number;
    beforeAll(async () => {
      joses = (await t.http.get('/api/bee/rep/questions').set(rep(JOSE))).body[0].id;
      const res = await ask(MAYA, { record_id: joseSecondLine, message: 'Asking for José' });
      expect(res.status).toBe(201);
      mayas = res.body.id;
    });

    it("lets a manager ask about a team member's line; the question is the manager's own", async () => {
      const res = await t.http.get(`/api/bee/questions/${mayas}`).set('Authorization', admin);
      expect(res.body).toMatchObject({
        asker_email: MAYA,
        asker_name: 'Maya Lead',
        line_rep_email: JOSE,
      });
    });

    it("keeps each key to its own questions: a manager never reads the member's, nor the member the manager's", async () => {
      expect(
        (await t.http.get('/api/bee/rep/questions').set(rep(MAYA))).body.map(
          (q: { id: number }) => q.id,
        ),
      ).toEqual([mayas]);
      expect(
        (await t.http.get('/api/bee/rep/questions').set(rep(JOSE))).body.map(
          (q: { id: number }) => q.id,
        ),
      ).toEqual([joses]);
      for (const [who, id] of [
        [MAYA, joses],
        [JOSE, mayas],
        [OTHER, joses],
      ] as const) {
        expect((await t.http.get(`/api/bee/rep/questions/${id}`).set(rep(who))).status).toBe(404);
        expect(
          (
            await t.http
              .post(`/api/bee/rep/questions/${id}/messages`)
              .set(rep(who))
              .send({ message: 'hi' })
          ).status,
        ).toBe(404);
        expect(
          (await t.http.post(`/api/bee/rep/questions/${id}/accept`).set(rep(who))).status,
        ).toBe(404);
      }
    });

    it("answers 404 to another company's admin and changes nothing", async () => {
      expect(
        (await t.http.get(`/api/bee/questions/${joses}`).set('Authorization', otherAdmin)).status,
      ).toBe(404);
      for (const [path, body] of [
        ['messages', { message: 'x' }],
        ['request-info', { message: 'x' }],
        ['resolve', { resolution: 'no_change', message: 'x' }],
      ] as const)
        expect(
          (
            await t.http
              .post(`/api/bee/questions/${joses}/${path}`)
              .set('Authorization', otherAdmin)
              .send(body)
          ).status,
        ).toBe(404);
      expect(
        (await t.http.get('/api/bee/questions').set('Authorization', otherAdmin)).body.total,
      ).toBe(0);
      const mine = await t.http.get(`/api/bee/questions/${joses}`).set('Authorization', admin);
      expect(mine.body.status).toBe('open');
      expect(mine.body.events).toHaveLength(1);
    });

    it('keeps questions across a rotated link: the new key sees them, the old one is 404', async () => {
      const old = keys[JOSE];
      const rotated = await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', admin)
        .send({ email: JOSE });
      keys[JOSE] = rotated.body.view_key;
      expect((await t.http.get(`/api/bee/rep/questions/${joses}`).set(rep(JOSE))).status).toBe(200);
      expect(
        (await t.http.get(`/api/bee/rep/questions/${joses}`).set({ 'X-View-Key': old })).status,
      ).toBe(404);
    });
  });

  describe('transitions', () => {
    let id: number;
    const adminPost = (path: string, body: Record<string, unknown> = {}) =>
      t.http.post(`/api/bee/questions/${id}/${path}`).set('Authorization', admin).send(body);
    const repPost = (path: string, body: Record<string, unknown> = {}) =>
      t.http.post(`/api/bee/rep/questions/${id}/${path}`).set(rep(JOSE)).send(body);

    beforeAll(async () => {
      const before = sink.messages.length;
      id = (await ask(JOSE, { reason: 'other', message: 'Where is my bonus?' })).body.id;
      expect(id).toBeGreaterThan(0);
      await sink.waitFor(before + 1);
    });

    it('goes open → waiting on rep → open, refusing a second request for information', async () => {
      const before = sink.messages.length;
      const waiting = await adminPost('request-info', { message: 'Which <job>?' });
      expect(waiting.status).toBe(200);
      expect(waiting.body.status).toBe('waiting_on_rep');
      const again = await adminPost('request-info', { message: 'Again?' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(QUESTION_MESSAGES.notAllowed.requestInfo);
      expect(again.body.code).toBe('QUESTION_NOT_OPEN');
      await sink.waitFor(before + 1);
      const mail = sink.messages.slice(before).find((m) => m.to.includes(JOSE))!;
      expect(mail.to).toEqual([JOSE]);
      expect(mail.html).toContain('Which &lt;job&gt;?');
      const link = `http://portal.test/bee/view/${keys[JOSE]}?question=${id}`;
      expect(mail.text).toContain(link);
      const list = await t.http.get('/api/bee/rep/questions').set(rep(JOSE));
      expect(list.body.find((q: { id: number }) => q.id === id).unread).toBe(true);
      // The link's key opens the question, which clears the badge.
      const opened = await t.http
        .get(`/api/bee/rep/questions/${id}`)
        .set({ 'X-View-Key': new URL(link).pathname.split('/')[3] });
      expect(opened.status).toBe(200);
      const after = await t.http.get('/api/bee/rep/questions').set(rep(JOSE));
      expect(after.body.find((q: { id: number }) => q.id === id).unread).toBe(false);
      const replied = await repPost('messages', { message: 'The Smith job' });
      expect(replied.body.status).toBe('open');
    });

    it('resolves as adjusted with a pay date or no change with an explanation, and refuses everything after', async () => {
      const bare = await adminPost('resolve', { resolution: 'no_change' });
      expect(bare.status).toBe(400);
      expect(bare.body.message).toBe(QUESTION_MESSAGES.explanationRequired);
      const noDate = await adminPost('resolve', { resolution: 'adjusted' });
      expect(noDate.body.message).toBe(QUESTION_MESSAGES.adjustedPayDate);
      const resolved = await adminPost('resolve', {
        resolution: 'adjusted',
        adjusted_pay_date: '2024-03-19',
        message: 'Fixed',
      });
      expect(resolved.body).toMatchObject({
        status: 'resolved',
        resolution: 'adjusted',
        adjusted_pay_date: '2024-03-19',
      });
      expect((await adminPost('resolve', { resolution: 'no_change', message: 'x' })).status).toBe(
        409,
      );
      expect((await adminPost('request-info', { message: 'x' })).status).toBe(409);
      const reply = await adminPost('messages', { message: 'x' });
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe(QUESTION_MESSAGES.notAllowed.adminReply);
      const repReply = await repPost('messages', { message: 'x' });
      expect(repReply.status).toBe(409);
      expect(repReply.body.message).toBe(QUESTION_MESSAGES.notAllowed.reply);
      expect(repReply.body.code).toBe('QUESTION_NOT_OPEN');
    });

    it('reopens (mailing the admin again), then resolves and is accepted, after which nothing moves', async () => {
      const before = sink.messages.length;
      expect((await repPost('accept')).status).toBe(200);
      expect((await repPost('accept')).status).toBe(409);
      const late = await repPost('reopen', { message: 'Still wrong' });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(QUESTION_MESSAGES.notAllowed.reopen);
      // A fresh question to reopen within and after 30 days.
      const other = (await ask(JOSE, { reason: 'other', message: 'Second' })).body.id as number;
      await t.http
        .post(`/api/bee/questions/${other}/resolve`)
        .set('Authorization', admin)
        .send({ resolution: 'no_change', message: 'Correct as paid' });
      const reopened = await t.http
        .post(`/api/bee/rep/questions/${other}/reopen`)
        .set(rep(JOSE))
        .send({ message: 'Still wrong' });
      expect(reopened.body.status).toBe('open');
      expect(reopened.body.resolution).toBeNull();
      await sink.waitFor(before + 3);
      await settle();
      const toAdmin = sink.messages.slice(before).filter((m) => m.to.includes(adminEmail));
      expect(toAdmin.map((m) => m.subject)).toEqual([
        'José Rivera asked a question about their pay',
        'José Rivera reopened a question about their pay',
      ]);
      await t.http
        .post(`/api/bee/questions/${other}/resolve`)
        .set('Authorization', admin)
        .send({ resolution: 'no_change', message: 'Really' });
      await t.db.query(
        `UPDATE questions SET resolved_at = now() - interval '31 days' WHERE id = $1`,
        [other],
      );
      const tooLate = await t.http
        .post(`/api/bee/rep/questions/${other}/reopen`)
        .set(rep(JOSE))
        .send({ message: 'x' });
      expect(tooLate.status).toBe(409);
      expect(tooLate.body.message).toBe(QUESTION_MESSAGES.notAllowed.reopenTooLate);
      const thread = (await t.http.get(`/api/bee/questions/${id}`).set('Authorization', admin)).body
        .events;
      expect(thread.map((e: { kind: string; actor: string }) => `${e.actor}:${e.kind}`)).toEqual([
        'rep:asked',
        'admin:request_info',
        'rep:message',
        'admin:resolved',
        'rep:accepted',
      ]);
    });

    it('marks an open question overdue after the answer time in business days', async () => {
      await t.http
        .patch('/api/bee/question-settings')
        .set('Authorization', admin)
        .send({ answer_within_days: 1 });
      await t.db.query(
        `UPDATE questions SET opened_at = now() - interval '9 days' WHERE asker_email = $1 AND status = 'open'`,
        [OTHER],
      );
      const overdue = await t.http
        .get('/api/bee/questions')
        .query({ overdue: 'true' })
        .set('Authorization', admin);
      expect(
        overdue.body.rows.map((q: { asker_email: string; overdue: boolean }) => [
          q.asker_email,
          q.overdue,
        ]),
      ).toEqual([[OTHER, true]]);
      const bad = await t.http
        .patch('/api/bee/question-settings')
        .set('Authorization', admin)
        .send({ answer_within_days: 0 });
      expect(bad.status).toBe(400);
    });
  });

  describe('the line after its upload changes', () => {
    it('keeps the snapshot when the upload is undone (line removed) and shows a changed line', async () => {
      const up = await upload(admin, [
        aLedgerRow({
          rep_email: JOSE,
          rep_name: 'José Rivera',
          manager_email: MAYA,
          line_id: 'J-9',
          amount: 70,
          pay_date: '2024-04-02',
        }),
      ]);
      const uploadId = up.body.upload_id as number;
      const rows = (await t.http.get('/api/bee/rep-key-data').query({ view_key: keys[JOSE] })).body
        .data;
      const line = rows.find((r: { amount: number }) => r.amount === 70).id;
      const q = (await ask(JOSE, { record_id: line })).body.id;
      expect(
        (await t.http.delete(`/api/bee/uploads/${uploadId}`).set('Authorization', admin)).status,
      ).toBe(200);
      const detail = (await t.http.get(`/api/bee/questions/${q}`).set('Authorization', admin)).body;
      expect(detail.snapshot).toMatchObject({
        id: line,
        amount: 70,
        pay_date: '2024-04-02',
        upload_id: uploadId,
      });
      expect(detail.line_now).toEqual({ state: 'removed', line: null });

      const first = (await ask(JOSE, { record_id: joseLine })).body.id;
      const unchanged = (
        await t.http.get(`/api/bee/questions/${first}`).set('Authorization', admin)
      ).body;
      expect(unchanged.line_now.state).toBe('unchanged');
      expect(unchanged.other_lines.map((l: { id: number }) => l.id)).toEqual([joseSecondLine]);
      await upload(admin, [
        aLedgerRow({
          rep_email: JOSE,
          rep_name: 'José Rivera',
          manager_email: MAYA,
          line_id: 'J-1',
          amount: 125,
          pay_date: DAY,
        }),
      ]);
      const changed = (await t.http.get(`/api/bee/questions/${first}`).set('Authorization', admin))
        .body;
      expect(changed.line_now).toMatchObject({ state: 'changed', line: { amount: 125 } });
      expect(changed.snapshot.amount).toBe(100);
    });
  });

  describe('reviews', () => {
    it('stores "Looks right", shows it to the admins, and goes stale when the lines change', async () => {
      const res = await t.http.post('/api/bee/rep/reviews').set(rep(MAYA)).send({ pay_date: DAY });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ pay_date: DAY, stale: false });
      expect(
        (await t.http.post('/api/bee/rep/reviews').set(rep(MAYA)).send({ pay_date: '2020-01-01' }))
          .status,
      ).toBe(404);
      const summary = await t.http
        .get('/api/bee/reviews')
        .query({ pay_date: DAY })
        .set('Authorization', admin);
      expect(summary.body.reviewed).toBe(1);
      expect(
        summary.body.reps.find((r: { rep_email: string }) => r.rep_email === MAYA),
      ).toMatchObject({ stale: false, open_questions: 1 });
      expect(summary.body.reps).toHaveLength(4);

      await upload(admin, [
        aLedgerRow({
          rep_email: MAYA,
          rep_name: 'Maya Lead',
          manager_email: null,
          line_id: 'M-1',
          amount: 999,
          pay_date: DAY,
        }),
      ]);
      const mine = await t.http.get('/api/bee/rep/reviews').set(rep(MAYA));
      expect(mine.body).toEqual([expect.objectContaining({ pay_date: DAY, stale: true })]);
      const after = await t.http
        .get('/api/bee/reviews')
        .query({ pay_date: DAY })
        .set('Authorization', admin);
      expect(after.body.reviewed).toBe(0);
      expect(
        (
          await t.http
            .get('/api/bee/reviews')
            .query({ pay_date: DAY })
            .set('Authorization', otherAdmin)
        ).body.reps,
      ).toEqual([]);
    });
  });

  describe('limits and settings', () => {
    it('lets a rep ask 20 questions a day, then answers 429 and stores nothing', async () => {
      await t.http
        .patch('/api/bee/question-settings')
        .set('Authorization', admin)
        .send({ email_me: false });
      const before = sink.messages.length;
      for (let i = 0; i < 20; i += 1)
        expect((await ask(LIMITED, { message: `Q${i}` })).status).toBe(201);
      const refused = await ask(LIMITED, { message: 'One more' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(QUESTION_MESSAGES.dailyLimit);
      expect((await t.http.get('/api/bee/rep/questions').set(rep(LIMITED))).body).toHaveLength(20);
      await settle();
      // The admin turned question emails off.
      expect(sink.messages.length).toBe(before);
      expect(mailsTo(adminEmail).length).toBeGreaterThan(0);
    });
  });
});
