// Without SMTP_URL the flow still works: each message is written to DATA_DIR/outbox as an .eml.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, startTestApp, type TestApp } from '../support/harness.js';
import { readMessage } from '../support/mail-sink.js';
import { waitForSend } from '../support/sends.js';

const REP = 'liam.carter@demosolar.example';

describe('portal emails without an SMTP server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
  }, 60_000);
  afterAll(() => t?.close());

  it("writes one .eml per rep under DATA_DIR/outbox with the rep's link", async () => {
    const auth = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await t.http
      .post('/api/mail/rep-portals/')
      .set('Authorization', auth)
      .send({ pay_date: '3/5/2024', rep_emails: [REP] });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ total: 1, ignored: [] });
    expect(await waitForSend(t, auth, res.body.id)).toMatchObject({ state: 'sent', sent: 1 });

    const outbox = join(t.config.DATA_DIR, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(outbox, files[0]), 'utf8');
    const [{ view_key }] = await t.db.query(
      `SELECT view_key FROM rep_keys WHERE company_id = 10 AND lower(email) = $1 AND revoked_at IS NULL`,
      [REP],
    );
    const mail = readMessage(raw);
    expect(mail.headers.get('to')).toBe(REP);
    expect(mail.subject).toBe('Your Demo Solar Co. commission portal');
    expect(mail.html).toContain(`${t.config.PUBLIC_URL}/bee/view/${view_key}`);
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/bee/view/${view_key}`);

    const reps = await t.http.get('/api/bee/portal-reps').set('Authorization', auth);
    expect(
      reps.body.find((r: { rep_email: string }) => r.rep_email === REP).last_emailed,
    ).not.toBeNull();
  });
});
