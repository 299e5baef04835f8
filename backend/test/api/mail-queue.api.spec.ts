// The queue behind every email: a refused address is not tried again and is named, a passing
// refusal (4xx) is retried with backoff, a retry sends to the failed reps only, a duplicated job
// never repeats a message, another company's send is invisible, and health reports the queue.
import { DeliveriesService } from '../../src/mail/deliveries.service.js';
import { anotherCompany } from '../support/builders.js';
import { DEMO_ADMIN, startSignedIn, type TestApp } from '../support/harness.js';
import { startMailSink, type MailSink } from '../support/mail-sink.js';
import { UUID, waitForSend } from '../support/sends.js';

const LIAM = 'liam.carter@demosolar.example';
const OLIVIA = 'olivia.nguyen@demosolar.example';
const ETHAN = 'ethan.kim@demosolar.example';
const MAYA = 'maya.brooks@demosolar.example';

describe('the delivery queue', () => {
  let t: TestApp;
  let sink: MailSink;
  let admin: string;
  /** Addresses the sink refuses for good (550), and how many 451s each flaky one still gets. */
  const refused = new Set<string>();
  const flaky = new Map<string, number>();

  const post = (auth: string, rep_emails: string[]) =>
    t.http
      .post('/api/mail/rep-portals/')
      .set('Authorization', auth)
      .send({ pay_date: '3/5/2024', rep_emails });
  const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));
  const log = (email: string): Promise<{ status: string; error: string | null }[]> =>
    t.db.query(
      `SELECT status, error FROM mail_log WHERE company_id = 10 AND lower(rep_email) = $1 ORDER BY id`,
      [email],
    );

  beforeAll(async () => {
    sink = await startMailSink({
      refuse: (address) => {
        if (refused.has(address)) return 550;
        const left = flaky.get(address) ?? 0;
        if (left > 0) {
          flaky.set(address, left - 1);
          return 451;
        }
        return null;
      },
    });
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, {
      SMTP_URL: sink.url,
      SEED_DEMO: 'true',
      MAIL_RETRY_LIMIT: '3',
      MAIL_RETRY_DELAY_SECONDS: '1',
    }));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    refused.clear();
    flaky.clear();
  });

  it('answers 202 with a send id at once, and the progress counts every rep', async () => {
    const res = await post(admin, [LIAM, OLIVIA]);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID), total: 2, ignored: [] });
    const done = await waitForSend(t, admin, res.body.id);
    expect(done).toEqual({
      id: res.body.id,
      kind: 'portal',
      state: 'sent',
      total: 2,
      sent: 2,
      queued: 0,
      failed: [],
      created_at: expect.any(String),
    });
  });

  it('does not retry a refused address, names it, and a retry sends to that rep only', async () => {
    refused.add(ETHAN);
    const res = await post(admin, [LIAM, ETHAN, OLIVIA]);
    const done = await waitForSend(t, admin, res.body.id);
    expect(done.state).toBe('failed');
    expect(done.sent).toBe(2);
    expect(done.failed).toEqual([{ email: ETHAN, error: expect.stringContaining('550') }]);
    // One attempt only: a 5xx is final.
    expect(await log(ETHAN)).toEqual([{ status: 'failed', error: expect.stringContaining('550') }]);
    expect(mailsTo(LIAM)).toHaveLength(1);
    expect(mailsTo(OLIVIA)).toHaveLength(1);

    // The mailbox is fixed; the one-click retry sends to Ethan and nobody else.
    refused.clear();
    sink.messages.length = 0;
    const retry = await t.http
      .post(`/api/mail/sends/${res.body.id}/retry`)
      .set('Authorization', admin);
    expect(retry.status).toBe(202);
    expect(retry.body).toEqual({ id: res.body.id, total: 1, ignored: [] });
    const again = await waitForSend(t, admin, res.body.id);
    expect(again).toMatchObject({ state: 'sent', sent: 3, failed: [] });
    expect(sink.messages.map((m) => m.to[0])).toEqual([ETHAN]);
  });

  it('retries a passing refusal (451) with backoff and delivers exactly one message', async () => {
    flaky.set(MAYA, 2);
    const started = Date.now();
    const res = await post(admin, [MAYA]);
    const done = await waitForSend(t, admin, res.body.id, 30_000);
    expect(done).toMatchObject({ state: 'sent', sent: 1, failed: [] });
    // Two refusals, then the message: 1 s and then about 2 s apart (backoff with jitter).
    expect(Date.now() - started).toBeGreaterThan(1_500);
    expect(mailsTo(MAYA)).toHaveLength(1);
    const attempts = await log(MAYA);
    expect(attempts.map((a) => a.status)).toEqual(['failed', 'failed', 'sent']);
    expect(attempts[0].error).toContain('451');
  }, 40_000);

  it('never repeats a delivered message when the same job runs again', async () => {
    const res = await post(admin, [LIAM]);
    await waitForSend(t, admin, res.body.id);
    expect(mailsTo(LIAM)).toHaveLength(1);
    // The job a dead replica held comes back after its heartbeat lapses: it finds the rep sent.
    await t.app.app.get(DeliveriesService).enqueue(res.body.id, [LIAM, LIAM]);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(mailsTo(LIAM)).toHaveLength(1);
    expect(await log(LIAM)).toHaveLength(
      (await log(LIAM)).filter((l) => l.status === 'sent').length,
    );
  });

  it("answers 404 for another company's send and 400 for an id that is not one", async () => {
    const res = await post(admin, [OLIVIA]);
    await waitForSend(t, admin, res.body.id);
    const other = await anotherCompany(t, 'Queue Other Co.');
    const peek = await t.http
      .get(`/api/mail/sends/${res.body.id}`)
      .set('Authorization', other.auth);
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain(OLIVIA);
    const retry = await t.http
      .post(`/api/mail/sends/${res.body.id}/retry`)
      .set('Authorization', other.auth);
    expect(retry.status).toBe(404);
    const bad = await t.http.get('/api/mail/sends/not-a-uuid').set('Authorization', admin);
    expect(bad.status).toBe(400);
  });

  it('reports the queue in /api/health', async () => {
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      status: 'ok',
      queue: { waiting: 0, active: 0, oldest_waiting_seconds: 0 },
    });
  });
});
