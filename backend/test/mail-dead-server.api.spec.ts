// An SMTP server that is down or silent gives a clear 502 quickly, and every attempt is logged.
import { DEMO_ADMIN, startTestApp, type TestApp } from './harness.js';
import { closedPort, silentServer } from './mail-sink.js';

const DEMO = 10;
const BOOT_MS = 60_000;

async function demoRepEmails(t: TestApp): Promise<string[]> {
  const rows: { email: string }[] = await t.db.query(
    `SELECT email FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL ORDER BY email`,
    [DEMO],
  );
  return rows.map((r) => r.email);
}

async function mailLog(
  t: TestApp,
): Promise<{ rep_email: string; status: string; error: string | null }[]> {
  return t.db.query(
    `SELECT rep_email, status, error FROM mail_log WHERE company_id = $1 ORDER BY rep_email`,
    [DEMO],
  );
}

async function sendToEveryDemoRep(t: TestApp) {
  const auth = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const emails = await demoRepEmails(t);
  const started = Date.now();
  const res = await t.http
    .post('/api/mail/rep-portals/')
    .set('Authorization', auth)
    .send({ pay_date: '3/5/2024', rep_emails: emails });
  return { res, emails, ms: Date.now() - started, auth };
}

describe('portal emails with the SMTP server down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      SEED_DEMO: 'true',
    });
  }, BOOT_MS);
  afterAll(() => t?.close());

  it('answers 502 in well under 15 seconds and logs every attempt as failed', async () => {
    const { res, emails, ms, auth } = await sendToEveryDemoRep(t);
    expect(ms).toBeLessThan(15_000);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      statusCode: 502,
      message: 'The mail server could not be reached.',
      error: 'Bad Gateway',
    });

    const log = await mailLog(t);
    expect(log.map((l) => l.rep_email)).toEqual(emails);
    for (const entry of log) {
      expect(entry.status).toBe('failed');
      expect(entry.error).toBeTruthy();
    }
    const reps = await t.http.get('/api/bee/portal-reps').set('Authorization', auth);
    expect(reps.body.every((r: { last_emailed: string | null }) => r.last_emailed === null)).toBe(
      true,
    );
  });
});

describe('portal emails with an SMTP server that never answers', () => {
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
    t = await startTestApp({ SMTP_URL: silent.url, SMTP_TIMEOUT_MS: '1000', SEED_DEMO: 'true' });
  }, BOOT_MS);
  afterAll(async () => {
    await t?.close();
    await silent?.close();
  });

  it('gives up after SMTP_TIMEOUT_MS instead of hanging, for all reps at once', async () => {
    const { res, emails, ms } = await sendToEveryDemoRep(t);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The mail server could not be reached.');
    // One wave of connection attempts times out; the rest are not tried against a dead server.
    expect(ms).toBeLessThan(5_000);
    const log = await mailLog(t);
    expect(log).toHaveLength(emails.length);
    expect(log.every((l) => l.status === 'failed')).toBe(true);
  }, 20_000);
});
