// Statement emails (issue 31 §4), through a real SMTP server: with the company's setting off (the
// default) an upload emails no statement; 'attachment' sends each rep of the new pay date one email
// with their own statement attached — the very bytes the rep downloads, its text holding the
// paycheck total; a re-upload that changes nothing sends nothing; 'link' sends a link to the
// statements screen of the rep's own portal and no attachment; a retried job never sends a
// revision twice; another company's admin neither reads nor changes the setting.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Test } from 'supertest';
import { formatMoney } from '@commissionbee/shared/money';
import { StatementMailService } from '../../src/statements/statement-mail.service.js';
import { StatementsService } from '../../src/statements/statements.service.js';
import { aLedgerRow, anotherCompany, viewKeyOf, type OtherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { startMailSink, type CaughtMail, type MailSink } from '../support/mail-sink.js';

const ANA = 'ana.mailed@example.com';
const BEN = 'ben.mailed@example.com';
const OFF_DAY = '2025-03-07';
const DAY = '2025-03-21';
const LATE_DAY = '2025-04-04';
const SUBJECT = /^Your pay statement for /;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
const binary = (req: Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => {
      const bytes = Buffer.concat(chunks);
      done(null, (res.statusCode ?? 500) >= 400 ? JSON.parse(bytes.toString('utf8')) : bytes);
    });
  });

/** The message's attachments as nodemailer wrote them (multipart/mixed, base64). */
function attachmentsOf(mail: CaughtMail): { name: string; type: string; bytes: Buffer }[] {
  const found: { name: string; type: string; bytes: Buffer }[] = [];
  const walk = (raw: string) => {
    const at = raw.search(/\r?\n\r?\n/);
    const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
    const body = raw.slice(at).replace(/^\r?\n\r?\n/, '');
    const type = /^content-type:\s*([^\r\n]+)/im.exec(head)?.[1] ?? 'text/plain';
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const section of body.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        walk(section.replace(/^\r?\n/, ''));
      }
      return;
    }
    if (!/^content-disposition:\s*attachment/im.test(head)) return;
    const name = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
    found.push({
      name,
      type: type.split(';')[0].trim(),
      bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
    });
  };
  walk(mail.raw);
  return found;
}

describe('statement emails', () => {
  let sink: MailSink;
  let t: TestApp;
  let company: OtherCompany;
  let other: OtherCompany;
  let anaKey: string;

  const upload = (data: Record<string, unknown>[]) =>
    t.http
      .post('/api/bee/ledger')
      .set('Authorization', company.auth)
      .send({ data, file_name: 'pay.csv' });
  const statementMails = (to: string) =>
    sink.messages.filter((m) => m.to.includes(to) && SUBJECT.test(m.subject));
  const setting = (auth: string, statement_email?: string) =>
    statement_email
      ? t.http
          .put('/api/bee/statement-settings')
          .set('Authorization', auth)
          .send({ statement_email })
      : t.http.get('/api/bee/statement-settings').set('Authorization', auth);
  const revisions = async (email: string, payDate: string) =>
    (await t.db.query(
      `SELECT id, revision, email_due, emailed_at FROM statements
        WHERE company_id = $1 AND rep_email = $2 AND pay_date = $3 ORDER BY revision`,
      [company.companyId, email, payDate],
    )) as { id: number; revision: number; email_due: boolean; emailed_at: Date | null }[];
  /** Waits for the queued freeze to issue revision `n` of the rep's statement of the date. */
  async function revision(email: string, payDate: string, n: number) {
    for (let i = 0; i < 150; i++) {
      const rows = await revisions(email, payDate);
      if (rows.length >= n) return rows[n - 1];
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no revision ${n} of ${email} ${payDate}`);
  }
  async function mailsTo(to: string, count: number) {
    for (let i = 0; i < 100 && statementMails(to).length < count; i++)
      await new Promise((r) => setTimeout(r, 200));
    return statementMails(to);
  }

  const row = (email: string, payDate: string, lineId: string, amount: number, item: string) =>
    aLedgerRow({
      rep_email: email,
      rep_name: email === ANA ? 'Ana Mailed' : 'Ben Mailed',
      pay_date: payDate,
      item_name: item,
      item_pay_type: 'M1',
      amount,
      line_id: lineId,
    });
  const dayRows = [
    row(ANA, DAY, 'E1', 1500.25, 'Acme Roof'),
    row(ANA, DAY, 'E2', -40, 'Chargeback Cole'),
    row(BEN, DAY, 'E3', 987.65, 'Bens Secret Job'),
  ];

  beforeAll(async () => {
    sink = await startMailSink();
    t = await startTestApp({ SMTP_URL: sink.url, LOG_LEVEL: 'error' });
    company = await anotherCompany(t, 'Mailed Statements Co.');
    other = await anotherCompany(t, 'Other Mail Co.');
  });

  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('is off by default: an upload freezes statements and emails none of them', async () => {
    expect((await setting(company.auth)).body).toEqual({ statement_email: 'off' });
    expect((await upload([row(ANA, OFF_DAY, 'E0', 111, 'Early Job')])).status).toBe(200);
    const first = await revision(ANA, OFF_DAY, 1);
    expect(first.email_due).toBe(false);
    anaKey = await viewKeyOf(t, company.auth, ANA);
    await new Promise((r) => setTimeout(r, 1500));
    expect(statementMails(ANA)).toHaveLength(0);
  });

  it('validates the setting and logs its change', async () => {
    const bad = await setting(company.auth, 'fax');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeTruthy();
    const extra = await t.http
      .put('/api/bee/statement-settings')
      .set('Authorization', company.auth)
      .send({ statement_email: 'link', other: 1 });
    expect(extra.status).toBe(400);
    const res = await setting(company.auth, 'attachment');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ statement_email: 'attachment' });
    expect((await setting(company.auth)).body).toEqual({ statement_email: 'attachment' });
    const log = await t.http
      .get('/api/bee/activity')
      .query({ what: 'reps' })
      .set('Authorization', company.auth);
    expect(log.status).toBe(200);
    const events = (log.body.rows ?? log.body.events ?? log.body) as {
      action: string;
      details: Record<string, unknown>;
    }[];
    const changed = events.filter((e) => e.action === 'statements.settings_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0].details).toMatchObject({ statement_email: 'attachment', before: 'off' });
  });

  it("'attachment': each rep gets one email with their own statement attached, the bytes they download", async () => {
    expect((await upload(dayRows)).status).toBe(200);
    const [ana] = await mailsTo(ANA, 1);
    const [ben] = await mailsTo(BEN, 1);
    expect(ana.subject).toBe('Your pay statement for 3/21/2025');
    const total = formatMoney(1460.25);
    expect(ana.text).toContain(total);
    // Only Ana's own statement: nothing of Ben's.
    expect(ana.text + ana.html).not.toContain('Bens Secret Job');
    expect(ana.text + ana.html).not.toContain(formatMoney(987.65));
    const files = attachmentsOf(ana);
    expect(files).toHaveLength(1);
    expect(files[0].name).toBe(`${DAY}-${ANA}.pdf`);
    expect(files[0].type).toBe('application/pdf');
    const download = await binary(
      t.http.get(`/api/bee/rep/statements/${DAY}.pdf`).set('X-View-Key', anaKey),
    );
    expect(download.status).toBe(200);
    expect(sha256(files[0].bytes)).toBe(sha256(download.body as Buffer));
    const text = pdfText(files[0].bytes);
    expect(text).toContain('1,460.25');
    expect(text).toContain('Acme Roof');
    expect(text).not.toContain('Bens Secret Job');
    expect(attachmentsOf(ben)).toHaveLength(1);
    expect(pdfText(attachmentsOf(ben)[0].bytes)).toContain('987.65');
    expect((await revision(ANA, DAY, 1)).emailed_at).not.toBeNull();
  });

  it('a retried job does not send the same revision again', async () => {
    const first = await revision(ANA, DAY, 1);
    const mailer = t.app.app.get(StatementMailService);
    expect(await mailer.deliver({ companyId: company.companyId, statementId: first.id })).toEqual({
      retry: false,
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(statementMails(ANA).filter((m) => m.subject.endsWith('3/21/2025'))).toHaveLength(1);
  });

  it("'link': a change emails a link to the rep's own Statements screen and attaches nothing; an unchanged re-upload sends nothing", async () => {
    // The same rows again: nothing changes, no revision, no email.
    expect((await upload(dayRows)).status).toBe(200);
    expect((await setting(company.auth, 'link')).status).toBe(200);
    // Ana's pay of the date changes: revision 2, emailed as a link.
    expect((await upload([row(ANA, DAY, 'E2', -60, 'Chargeback Cole')])).status).toBe(200);
    const second = await revision(ANA, DAY, 2);
    expect(second.email_due).toBe(true);
    const mails = await mailsTo(ANA, 2);
    expect(mails).toHaveLength(2);
    const link = mails[1];
    expect(link.subject).toBe('Your pay statement for 3/21/2025');
    expect(attachmentsOf(link)).toHaveLength(0);
    expect(link.text).toContain(formatMoney(1440.25));
    expect(link.text).toContain('revision 2');
    expect(link.text).toContain(`/bee/view/${encodeURIComponent(anaKey)}?statements=1`);
    expect(link.html.replace(/&#x3D;/g, '=')).toContain(`href="http`);
    expect(link.html.replace(/&#x3D;/g, '=')).toContain(
      `/bee/view/${encodeURIComponent(anaKey)}?statements=1"`,
    );
    // Ben's pay did not change: the first email stays his only one.
    expect(statementMails(BEN)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(statementMails(ANA)).toHaveLength(2);
    expect(statementMails(BEN)).toHaveLength(1);
  });

  it("the rep's own visit froze the statement before the publish's queued freeze came: it is emailed all the same, once", async () => {
    // The race, in its order: the upload's freeze job is still queued when Ana opens her
    // statements, so her visit issues revision 1 (caught up); then the queued freeze finds it.
    expect((await upload([row(ANA, LATE_DAY, 'E9', 321, 'Late Job')])).status).toBe(200);
    await revision(ANA, LATE_DAY, 1);
    await new Promise((r) => setTimeout(r, 500)); // its email, if any, is sent
    const before = statementMails(ANA).length;
    await t.db.query(`DELETE FROM statements WHERE company_id = $1 AND pay_date = $2`, [
      company.companyId,
      LATE_DAY,
    ]);
    const visit = await t.http.get('/api/bee/rep/statements').set('X-View-Key', anaKey);
    expect(visit.status).toBe(200);
    const [caught] = await revisions(ANA, LATE_DAY);
    expect(caught).toMatchObject({ revision: 1, email_due: false, emailed_at: null });
    const freezes = t.app.app.get(StatementsService);
    expect(
      await freezes.freezePayDate(company.companyId, LATE_DAY, 'published', { email: true }),
    ).toBe(0);
    const mails = await mailsTo(ANA, before + 1);
    expect(mails).toHaveLength(before + 1);
    expect(mails[before].text).toContain(formatMoney(321));
    expect((await revisions(ANA, LATE_DAY))[0].emailed_at).not.toBeNull();
    // The queued freeze retried, or another publish of the date: nothing sent twice.
    await freezes.freezePayDate(company.companyId, LATE_DAY, 'published', { email: true });
    await new Promise((r) => setTimeout(r, 1000));
    expect(statementMails(ANA)).toHaveLength(before + 1);
  });

  it("keeps the setting to its company: another company's admin reads and changes only their own", async () => {
    expect((await setting(other.auth)).body).toEqual({ statement_email: 'off' });
    expect((await setting(other.auth, 'attachment')).status).toBe(200);
    expect((await setting(company.auth)).body).toEqual({ statement_email: 'link' });
    expect((await setting(other.auth, 'off')).status).toBe(200);
    expect((await t.http.get('/api/bee/statement-settings')).status).toBe(401);
    const rep = await t.http.get('/api/bee/statement-settings').set('X-View-Key', anaKey);
    expect([401, 403]).toContain(rep.status);
  });
});
