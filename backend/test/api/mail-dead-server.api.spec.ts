// An SMTP server that is down or silent: each rep's delivery is retried, then settled as failed
// with a clear reason, every attempt is logged, and nobody's Last Emailed moves.
import { DEMO_ADMIN, startTestApp, type TestApp } from '../support/harness.js';
import { closedPort, silentServer } from '../support/mail-sink.js';
import { waitForSend } from '../support/sends.js';

const DEMO = 10;
const BOOT_MS = 180_000;

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
    `SELECT rep_email, status, error FROM mail_log WHERE company_id = $1 ORDER BY rep_email, id`,
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
  const answeredMs = Date.now() - started;
  expect(res.status).toBe(202);
  const progress = await waitForSend(t, auth, res.body.id, 30_000);
  return { progress, emails, answeredMs, ms: Date.now() - started, auth };
}

describe('portal emails with the SMTP server down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      SEED_DEMO: 'true',
      MAIL_RETRY_LIMIT: '1',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
  }, BOOT_MS);
  afterAll(() => t?.close());

  it('answers at once, tries each rep again once, then names every rep as failed', async () => {
    const { progress, emails, answeredMs, auth } = await sendToEveryDemoRep(t);
    expect(answeredMs).toBeLessThan(2_000);
    expect(progress.state).toBe('failed');
    expect(progress.sent).toBe(0);
    expect(progress.failed.map((f) => f.email).sort()).toEqual(
      emails.map((e) => e.toLowerCase()).sort(),
    );
    for (const f of progress.failed) expect(f.error).toBe('The mail server could not be reached.');

    // Two attempts per rep (the first and its one retry), each logged as failed.
    const log = await mailLog(t);
    expect(log).toHaveLength(emails.length * 2);
    for (const entry of log) {
      expect(entry.status).toBe('failed');
      expect(entry.error).toBe('The mail server could not be reached.');
    }
    const reps = await t.http.get('/api/bee/portal-reps').set('Authorization', auth);
    expect(reps.body.every((r: { last_emailed: string | null }) => r.last_emailed === null)).toBe(
      true,
    );
  }, 40_000);
});

describe('portal emails with an SMTP server that never answers', () => {
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
    t = await startTestApp({
      SMTP_URL: silent.url,
      SMTP_TIMEOUT_MS: '1000',
      SEED_DEMO: 'true',
      MAIL_RETRY_LIMIT: '0',
    });
  }, BOOT_MS);
  afterAll(async () => {
    await t?.close();
    await silent?.close();
  });

  it('gives up on each message after SMTP_TIMEOUT_MS instead of hanging', async () => {
    const { progress, emails, ms } = await sendToEveryDemoRep(t);
    expect(progress.state).toBe('failed');
    expect(progress.failed).toHaveLength(emails.length);
    expect(ms).toBeLessThan(15_000);
    const log = await mailLog(t);
    expect(log).toHaveLength(emails.length);
    expect(log.every((l) => l.status === 'failed')).toBe(true);
  }, 30_000);
});
