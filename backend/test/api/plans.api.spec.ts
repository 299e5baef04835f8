// Commission plans with signed receipts (issue 30), end to end on the real app: a real PDF made
// with pdf-lib is uploaded (a renamed PNG and an 11 MB file are refused), signed for the employer,
// assigned; the rep asks for a code (read from the SMTP sink), fails it five times, asks again and
// signs; the evidence is stored, the signed copy has one page more and names both signers and the
// hash (read back with pdfinfo and pdftotext), it is emailed and checkable; a new version asks
// again and each paycheck names the version in force; tenancy and token scopes hold.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Response } from 'supertest';
import { PlanMailService } from '../../src/plans/plan-mail.service.js';
import { PlanVerification, signedPlanVerification } from '../../src/plans/plan-verification.js';
import { aLedgerRow, anotherCompany, viewKeyOf } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { startMailSink, type MailSink } from '../support/mail-sink.js';

const REP1 = 'paula.plan@example.com';
const REP2 = 'pedro.plan@example.com';
const REP3 = 'una.unassigned@example.com';
const B_REP = 'bruno.b@example.com';
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) PlanTest';

const tmp = mkdtempSync(join(tmpdir(), 'cb-plans-'));
let fileNo = 0;
function pdfTool(tool: 'pdfinfo' | 'pdftotext', bytes: Buffer): string {
  const file = join(tmp, `f${++fileNo}.pdf`);
  writeFileSync(file, bytes);
  return tool === 'pdfinfo'
    ? execFileSync('pdfinfo', [file], { encoding: 'utf8' })
    : execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
const pagesOf = (bytes: Buffer) => Number(/Pages:\s+(\d+)/.exec(pdfTool('pdfinfo', bytes))![1]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function aPlanPdf(title: string, pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${title} page ${i}: 10% of every sale, paid monthly.`, {
      x: 50,
      y: 700,
      size: 12,
      font,
    });
  }
  return Buffer.from(await doc.save());
}

/** A body buffer from supertest for binary answers. */
const binary = (res: Response) => res.body as Buffer;
const asBuffer = (req: ReturnType<TestApp['http']['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('commission plans with signed receipts', () => {
  let t: TestApp;
  let sink: MailSink;
  let admin: string;
  let adminB: string;
  let companyId: number;
  const keys: Record<string, string> = {};
  let planId: number;
  let v1: { id: number; version: number; document_sha256: string };
  let original: Buffer;
  let signedCopy: Buffer;
  let verification: string;

  const rep = (email: string) => ({ 'X-View-Key': keys[email], 'User-Agent': UA });
  const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));
  async function nextMail(email: string, count: number) {
    const deadline = Date.now() + 15_000;
    while (mailsTo(email).length < count && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(email).length).toBeGreaterThanOrEqual(count);
    return mailsTo(email)[count - 1];
  }
  const codeIn = (mail: { text: string }) => /\b(\d{6})\b/.exec(mail.text)![1];
  const upload = (auth: string, id: number, bytes: Buffer, name: string, fields = {}) =>
    t.http
      .post(`/api/bee/plans/${id}/versions`)
      .set('Authorization', auth)
      .field({ effective_date: '2024-01-01', ...fields })
      .attach('file', bytes, { filename: name, contentType: 'application/pdf' });

  beforeAll(async () => {
    sink = await startMailSink();
    t = await startTestApp({ SMTP_URL: sink.url, LOG_LEVEL: 'error' });
    const a = await anotherCompany(t, 'Plans Co.');
    admin = a.auth;
    companyId = a.companyId;
    adminB = (await anotherCompany(t, 'Elsewhere Plans Co.')).auth;
    const rows = [REP1, REP2, REP3].flatMap((rep_email) => [
      aLedgerRow({ rep_email, manager_email: null, pay_date: '2024-03-05' }),
      aLedgerRow({ rep_email, manager_email: null, pay_date: '2024-04-05' }),
    ]);
    expect(
      (await t.http.post('/api/bee/ledger').set('Authorization', admin).send({ data: rows }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.http
          .post('/api/bee/ledger')
          .set('Authorization', adminB)
          .send({ data: [aLedgerRow({ rep_email: B_REP, manager_email: null })] })
      ).status,
    ).toBe(200);
    for (const email of [REP1, REP2, REP3]) keys[email] = await viewKeyOf(t, admin, email);
    keys[B_REP] = await viewKeyOf(t, adminB, B_REP);
    // REP2 gets an employee ID through the reps mapping's column.
    expect(
      (
        await t.http
          .patch(`/api/bee/reps/${REP2}`)
          .set('Authorization', admin)
          .send({ employee_id: 'E-2002' })
      ).status,
    ).toBe(200);
    // Every plan event becomes a delivery of this endpoint (a closed port: only logged).
    expect(
      (
        await t.http
          .post('/api/bee/webhooks')
          .set('Authorization', admin)
          .send({ url: 'http://127.0.0.1:9/hook', events: ['plan.sent', 'plan.signed'] })
      ).status,
    ).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('creates a plan and stores a real PDF as version 1, byte for byte', async () => {
    const created = await t.http
      .post('/api/bee/plans')
      .set('Authorization', admin)
      .send({ name: 'Solar Sales Plan 2024' });
    expect(created.status).toBe(201);
    planId = created.body.id;
    original = await aPlanPdf('Solar Sales Plan 2024');
    const res = await upload(admin, planId, original, 'plan.pdf', { due_date: '2099-12-31' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      version: 1,
      pages: 2,
      bytes: original.length,
      document_sha256: sha(original),
      effective_date: '2024-01-01',
      due_date: '2099-12-31',
      employer_signed_at: null,
    });
    v1 = res.body;
    const [{ pdf }] = await t.db.query(`SELECT pdf FROM plan_versions WHERE id = $1`, [v1.id]);
    expect(Buffer.compare(pdf as Buffer, original)).toBe(0);
    const list = await t.http.get('/api/bee/plans').set('Authorization', admin);
    expect(list.body).toEqual([
      expect.objectContaining({ id: planId, name: 'Solar Sales Plan 2024', latest_version: 1 }),
    ]);
  });

  it('refuses a PNG named .pdf and a file over 10 MB, with codes, storing nothing', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const renamed = await upload(admin, planId, png, 'plan.pdf');
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ code: 'PLAN_NOT_A_PDF' });
    expect(renamed.body.message).toMatch(/not a PDF/);
    // %PDF- at the start but nothing pdf-lib can read: still refused.
    const fake = await upload(admin, planId, Buffer.from('%PDF-1.7\nnot really'), 'x.pdf');
    expect(fake.body).toMatchObject({ code: 'PLAN_NOT_A_PDF' });
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const tooBig = await upload(admin, planId, big, 'big.pdf').catch(
      (error: { response?: Response }) => error.response!,
    );
    expect(tooBig.status).toBe(413);
    // The plan's own limit, not the 40 MB of a ledger upload.
    expect(tooBig.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A plan document is at most 10 MB.',
    });
    // The same body sent without a length (chunked) meets multer's limit: the same answer.
    const boundary = 'cb-chunked-plan';
    const chunked = t.http
      .post(`/api/bee/plans/${planId}/versions`)
      .set('Authorization', admin)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`);
    chunked.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    chunked.write(big);
    chunked.write(`\r\n--${boundary}--\r\n`);
    const tooBigChunked = await chunked.catch((error: { response?: Response }) => error.response!);
    expect(tooBigChunked.status).toBe(413);
    expect(tooBigChunked.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A plan document is at most 10 MB.',
    });
    const badDate = await upload(admin, planId, original, 'p.pdf', { effective_date: 'soon' });
    expect(badDate.body).toMatchObject({ code: 'PLAN_FIELDS_INVALID' });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM plan_versions`);
    expect(n).toBe(1);
  });

  it('sends a version only after the employer signed it, once', async () => {
    const early = await t.http
      .post(`/api/bee/plans/${planId}/versions/1/assign`)
      .set('Authorization', admin)
      .send({ emails: [REP1] });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('PLAN_NOT_EMPLOYER_SIGNED');
    const signed = await t.http
      .post(`/api/bee/plans/${planId}/versions/1/employer-signature`)
      .set('Authorization', admin)
      .send({ name: 'Erin Employer', title: 'VP Sales' });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      employer_name: 'Erin Employer',
      employer_title: 'VP Sales',
    });
    const again = await t.http
      .post(`/api/bee/plans/${planId}/versions/1/employer-signature`)
      .set('Authorization', admin)
      .send({ name: 'Someone Else', title: 'CEO' });
    expect(again.body.code).toBe('PLAN_EMPLOYER_SIGNED');
  });

  it('assigns by email and by the mapping’s employee IDs, emitting plan.sent', async () => {
    const byEmail = await t.http
      .post(`/api/bee/plans/${planId}/versions/1/assign`)
      .set('Authorization', admin)
      .send({ emails: [REP1, 'nobody@example.com'] });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({ added: 1, unknown: ['nobody@example.com'] });
    const byId = await t.http
      .post(`/api/bee/plans/${planId}/versions/1/assign`)
      .set('Authorization', admin)
      .send({ employee_ids: ['E-2002', 'E-9999'] });
    expect(byId.body).toMatchObject({ added: 1, unknown: ['E-9999'] });
    expect(byId.body.version.assigned).toBe(2);
    const board = await t.http
      .get(`/api/bee/plans/${planId}/versions/1/signatures`)
      .set('Authorization', admin);
    expect(
      board.body.map((r: { rep_email: string; status: string }) => [r.rep_email, r.status]),
    ).toEqual([
      [REP1, 'assigned'],
      [REP2, 'assigned'],
    ]);
    // Each rep with a link is asked by email to read and sign.
    const ask = await nextMail(REP1, 1);
    expect(ask.subject).toBe('Please read and sign Solar Sales Plan 2024 v1');
    const events = await t.db.query(
      `SELECT action, details FROM activity_events WHERE company_id = $1 AND action LIKE 'plan.%' ORDER BY id`,
      [companyId],
    );
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'plan.version_added',
      'plan.employer_signed',
      'plan.sent',
      'plan.sent',
    ]);
    const hooks = await t.db.query(
      `SELECT event FROM webhook_deliveries WHERE company_id = $1 AND event = 'plan.sent'`,
      [companyId],
    );
    expect(hooks).toHaveLength(2);
  });

  it('shows the rep their plan and serves the PDF as an attachment that runs nothing', async () => {
    const mine = await t.http.get('/api/bee/rep/plans').set(rep(REP1));
    expect(mine.status).toBe(200);
    expect(mine.body.plans).toEqual([
      expect.objectContaining({
        version_id: v1.id,
        plan_name: 'Solar Sales Plan 2024',
        version: 1,
        status: 'due',
        employer_name: 'Erin Employer',
        pages: 2,
      }),
    ]);
    const doc = await asBuffer(t.http.get(`/api/bee/rep/plans/${v1.id}/document`).set(rep(REP1)));
    expect(doc.status).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toMatch(/^attachment; filename=".*\.pdf"$/);
    expect(doc.headers['content-security-policy']).toMatch(/sandbox/);
    expect(doc.headers['content-security-policy']).toMatch(/script-src 'none'/);
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(binary(doc), original)).toBe(0);
    const board = await t.http
      .get(`/api/bee/plans/${planId}/versions/1/signatures`)
      .set('Authorization', admin);
    expect(board.body.find((r: { rep_email: string }) => r.rep_email === REP1).status).toBe(
      'opened',
    );
    // A rep it is not assigned to, and another company's rep: 404, as if it did not exist.
    for (const email of [REP3, B_REP]) {
      const other = await t.http.get(`/api/bee/rep/plans/${v1.id}/document`).set(rep(email));
      expect(other.status).toBe(404);
      expect(other.body.code).toBe('PLAN_NOT_FOUND');
    }
  });

  it('emails a 6-digit code; five wrong codes use it up; a new one signs', async () => {
    const noCode = await t.http
      .post(`/api/bee/rep/plans/${v1.id}/sign`)
      .set(rep(REP1))
      .send({ name: 'Paula Plan', code: '123456', read_and_received: true });
    expect(noCode.body.code).toBe('PLAN_CODE_NEEDED');
    const sent = await t.http.post(`/api/bee/rep/plans/${v1.id}/code`).set(rep(REP1));
    expect(sent.status).toBe(200);
    expect(sent.body.sent_to).toBe('p***@example.com');
    const codeMail = await nextMail(REP1, 2);
    expect(codeMail.subject).toMatch(/^Your code to sign Solar Sales Plan 2024 v1: \d{6}$/);
    const code = codeIn(codeMail);
    const [{ code_hash }] = await t.db.query(
      `SELECT code_hash FROM plan_assignments WHERE version_id = $1 AND rep_email = $2`,
      [v1.id, REP1],
    );
    expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(code_hash).not.toContain(code);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        await t.http
          .post(`/api/bee/rep/plans/${v1.id}/sign`)
          .set(rep(REP1))
          .send({ name: 'Paula Plan', code: wrong, read_and_received: true }),
      );
    expect(answers.map((a) => a.body.code)).toEqual(Array(5).fill('PLAN_CODE_WRONG'));
    expect(answers[0].body.message).toBe('That code is not right. 4 tries left.');
    // The count beside the words, for a client that words it in the rep's language.
    expect(answers.map((a) => a.body.left)).toEqual([4, 3, 2, 1, 0]);
    expect(answers[4].body.message).toMatch(/last try/);
    // The right code is no use any more: the tries are spent.
    const spent = await t.http
      .post(`/api/bee/rep/plans/${v1.id}/sign`)
      .set(rep(REP1))
      .send({ name: 'Paula Plan', code, read_and_received: true });
    expect(spent.body.code).toBe('PLAN_CODE_NEEDED');
    // Without ticking "I have read and received": refused by the body's rule.
    const unticked = await t.http
      .post(`/api/bee/rep/plans/${v1.id}/sign`)
      .set(rep(REP1))
      .send({ name: 'Paula Plan', code });
    expect(unticked.status).toBe(400);

    await t.http.post(`/api/bee/rep/plans/${v1.id}/code`).set(rep(REP1)).expect(200);
    const fresh = codeIn(await nextMail(REP1, 3));
    const signed = await t.http
      .post(`/api/bee/rep/plans/${v1.id}/sign`)
      .set(rep(REP1))
      .send({ name: 'Paula Plan', code: fresh, read_and_received: true });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      version_id: v1.id,
      signed_name: 'Paula Plan',
      document_sha256: sha(original),
      verification_code: expect.stringMatching(/^PL[A-Z0-9]{20}$/),
    });
    verification = signed.body.verification_code;
    const again = await t.http.post(`/api/bee/rep/plans/${v1.id}/code`).set(rep(REP1));
    expect(again.body.code).toBe('PLAN_ALREADY_SIGNED');
  });

  it('stores the evidence: hash, version, typed name, UTC time, IP, user agent, key, verified email', async () => {
    const [s] = await t.db.query(
      `SELECT s.*, k.view_key FROM plan_signatures s JOIN rep_keys k ON k.id = s.key_id WHERE s.version_id = $1`,
      [v1.id],
    );
    expect(s).toMatchObject({
      rep_email: REP1,
      signed_name: 'Paula Plan',
      document_sha256: sha(original),
      user_agent: UA,
      verified_email: REP1,
      view_key: keys[REP1],
      verification_code: verification,
    });
    expect(s.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.now() - new Date(s.signed_at as string).getTime()).toBeLessThan(60_000);
    expect(s.signed_sha256).toBe(sha(s.signed_pdf as Buffer));
    const [event] = await t.db.query(
      `SELECT actor_kind, actor_email, ip, user_agent, details FROM activity_events WHERE action = 'plan.signed'`,
    );
    expect(event).toMatchObject({ actor_kind: 'rep', actor_email: REP1, user_agent: UA });
    const hooks = await t.db.query(
      `SELECT body FROM webhook_deliveries WHERE company_id = $1 AND event = 'plan.signed'`,
      [companyId],
    );
    expect(hooks).toHaveLength(1);
    expect(String(hooks[0].body)).toContain(verification);
  });

  it('makes the signed copy: one page more, both names and the hash, emailed and downloadable', async () => {
    const res = await asBuffer(
      t.http.get(`/api/bee/rep/plans/${v1.id}/signed-copy`).set(rep(REP1)),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    signedCopy = binary(res);
    expect(pagesOf(signedCopy)).toBe(pagesOf(original) + 1);
    const text = pdfTool('pdftotext', signedCopy);
    expect(text).toContain('Solar Sales Plan 2024 page 1');
    expect(text).toContain('Erin Employer, VP Sales');
    expect(text).toContain('Signed by: Paula Plan');
    expect(text).toContain('I have read and received this plan.');
    expect(text).toContain(sha(original));
    expect(text).toContain(verification);
    expect(text).toContain(REP1);
    // The admin downloads the same bytes, by the signature's id from the status board.
    const board = await t.http
      .get(`/api/bee/plans/${planId}/versions/1/signatures`)
      .set('Authorization', admin);
    const row = board.body.find((r: { rep_email: string }) => r.rep_email === REP1);
    expect(row).toMatchObject({ status: 'signed', signature_id: expect.any(Number) });
    // The Email Center says it too (issue 30 §5).
    const center = await t.http.get('/api/bee/portal-reps').set('Authorization', admin);
    expect(center.body.find((r: { rep_email: string }) => r.rep_email === REP1)?.plan_status).toBe(
      'signed',
    );
    const adminCopy = await asBuffer(
      t.http
        .get(`/api/bee/plans/signatures/${row.signature_id}/signed-copy`)
        .set('Authorization', admin),
    );
    expect(Buffer.compare(binary(adminCopy), signedCopy)).toBe(0);
    const otherAdmin = await t.http
      .get(`/api/bee/plans/signatures/${row.signature_id}/signed-copy`)
      .set('Authorization', adminB);
    expect(otherAdmin.status).toBe(404);
    // The email with the copy attached.
    const mail = await nextMail(REP1, 4);
    expect(mail.subject).toBe('Your signed copy of Solar Sales Plan 2024 v1');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=.*signed\.pdf/);
    // The auditor's CSV holds the evidence.
    const csv = await t.http
      .get(`/api/bee/plans/${planId}/versions/1/signatures.csv`)
      .set('Authorization', admin);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain(`${REP1},`);
    expect(csv.text).toContain('Paula Plan');
    expect(csv.text).toContain(verification);
    expect(csv.text).toContain(UA);
    expect(csv.text.split('\n')[2]).toContain(`${REP2},`);
  });

  it('checks a signed copy publicly: authentic, tampered or unknown, without its contents', async () => {
    const check = (bytes: Buffer) =>
      t.http
        .post('/api/plans/verify')
        .attach('file', bytes, { filename: 'copy.pdf', contentType: 'application/pdf' });
    const good = await check(signedCopy);
    expect(good.status).toBe(200);
    expect(good.body).toEqual({
      status: 'authentic',
      kind: 'signed-plan',
      company_name: 'Plans Co.',
      issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(good.text).not.toContain('Paula');
    // A changed copy (a line added after its end) still names its code: tampered.
    const changed = Buffer.concat([signedCopy, Buffer.from('\n% edited\n')]);
    expect((await check(changed)).body.status).toBe('tampered');
    expect((await check(original)).body).toEqual({
      status: 'unknown',
      kind: 'signed-plan',
      company_name: null,
      issued_at: null,
    });
    // The registry's lookup (issue 31's /verify/{code}) through this module's provider.
    const lookup = signedPlanVerification(t.app.app.get(PlanVerification));
    expect(lookup.prefix).toBe('PL');
    expect(await lookup.lookup(verification)).toEqual({
      kind: 'signed-plan',
      status: 'authentic',
      company_name: 'Plans Co.',
      issued_at: good.body.issued_at,
    });
    expect(await lookup.lookup(`PL${'A'.repeat(20)}`)).toBeNull();
    // …and the public route answers it, as it answers statements' ST- codes.
    const publicCheck = await t.http.get(`/api/verify/${verification.toLowerCase()}`);
    expect(publicCheck.status).toBe(200);
    expect(publicCheck.body).toEqual({
      kind: 'signed-plan',
      status: 'authentic',
      company_name: 'Plans Co.',
      issued_at: good.body.issued_at,
    });
    expect(publicCheck.text).not.toContain('Paula');
    const forged = await t.http.get(`/api/verify/PL${'A'.repeat(20)}`);
    expect(forged.status).toBe(404);
    expect(forged.body.code).toBe('VERIFY_UNKNOWN_CODE');
    expect(await lookup.lookup('nonsense')).toBeNull();
    // The code is the same each time it is asked for (deterministic per signature).
    const [{ verification_code }] = await t.db.query(
      `SELECT verification_code FROM plan_signatures WHERE version_id = $1`,
      [v1.id],
    );
    expect(verification_code).toBe(verification);
  });

  it('asks again for a new version and names the version in force on each paycheck', async () => {
    const v2 = await upload(
      admin,
      planId,
      await aPlanPdf('Solar Sales Plan 2024 (April)', 3),
      'v2.pdf',
      {
        effective_date: '2024-04-01',
      },
    );
    expect(v2.status).toBe(201);
    expect(v2.body.version).toBe(2);
    await t.http
      .post(`/api/bee/plans/${planId}/versions/2/employer-signature`)
      .set('Authorization', admin)
      .send({ name: 'Erin Employer', title: 'VP Sales' })
      .expect(200);
    await t.http
      .post(`/api/bee/plans/${planId}/versions/2/assign`)
      .set('Authorization', admin)
      .send({ emails: [REP1] })
      .expect(200);
    const mine = await t.http.get('/api/bee/rep/plans').set(rep(REP1));
    expect(
      mine.body.plans.map((p: { version: number; status: string }) => [p.version, p.status]),
    ).toEqual([
      [2, 'due'],
      [1, 'signed'],
    ]);
    expect(mine.body.paid_under).toEqual([
      {
        pay_date: '2024-04-05',
        version_id: v2.body.id,
        plan_name: 'Solar Sales Plan 2024',
        version: 2,
      },
      { pay_date: '2024-03-05', version_id: v1.id, plan_name: 'Solar Sales Plan 2024', version: 1 },
    ]);
    // The reps directory shows each rep's signing status.
    const directory = await t.http
      .get('/api/bee/reps')
      .query({ pageSize: '50' })
      .set('Authorization', admin);
    const status = Object.fromEntries(
      (directory.body.rows as { email: string; plan_status: string | null }[]).map((r) => [
        r.email,
        r.plan_status,
      ]),
    );
    expect(status).toMatchObject({ [REP1]: 'due', [REP2]: 'due', [REP3]: null });
    // …and so does the Email Center.
    const center = await t.http.get('/api/bee/portal-reps').set('Authorization', admin);
    expect(center.status).toBe(200);
    expect(
      Object.fromEntries(
        (center.body as { rep_email: string; plan_status: string | null }[]).map((r) => [
          r.rep_email,
          r.plan_status,
        ]),
      ),
    ).toMatchObject({ [REP1]: 'due', [REP2]: 'due', [REP3]: null });
    // Old versions and their signatures stay.
    const detail = await t.http.get(`/api/bee/plans/${planId}`).set('Authorization', admin);
    expect(
      detail.body.versions.map((v: { version: number; signed: number }) => [v.version, v.signed]),
    ).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it('reminds an overdue rep at most once a day, through the job queue', async () => {
    await t.db.query(`UPDATE plan_versions SET due_date = '2024-02-01' WHERE id = $1`, [v1.id]);
    const board = await t.http
      .get(`/api/bee/plans/${planId}/versions/1/signatures`)
      .set('Authorization', admin);
    expect(board.body.map((r: { status: string }) => r.status)).toEqual(['signed', 'overdue']);
    const mail = t.app.app.get(PlanMailService);
    const before = mailsTo(REP2).length;
    expect(await mail.sendReminders()).toBe(1);
    expect(await mail.sendReminders()).toBe(0);
    const reminder = await nextMail(REP2, before + 1);
    expect(reminder.subject).toBe('Reminder: please sign Solar Sales Plan 2024 v1');
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(REP2)).toHaveLength(before + 1);
  });

  it("keeps one company's plans 404 to another and holds the token scopes", async () => {
    const other = await t.http.get(`/api/bee/plans/${planId}`).set('Authorization', adminB);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('PLAN_NOT_FOUND');
    expect((await t.http.get('/api/bee/plans').set('Authorization', adminB)).body).toEqual([]);
    const otherUpload = await upload(adminB, planId, original, 'x.pdf');
    expect(otherUpload.status).toBe(404);
    const doc = await t.http
      .get(`/api/bee/plans/${planId}/versions/1/document`)
      .set('Authorization', adminB);
    expect(doc.status).toBe(404);

    const token = async (scopes: string[]) =>
      `Bearer ${
        (
          await t.http
            .post('/api/bee/api-tokens')
            .set('Authorization', admin)
            .send({ name: `plans ${scopes.join(' ')}`, scopes })
        ).body.secret
      }`;
    const reader = await token(['plans:read']);
    const writer = await token(['plans:write']);
    expect((await t.http.get('/api/bee/plans').set('Authorization', reader)).status).toBe(200);
    const readerCreate = await t.http
      .post('/api/bee/plans')
      .set('Authorization', reader)
      .send({ name: 'Nope' });
    expect(readerCreate.status).toBe(403);
    expect(readerCreate.body.code).toBe('AUTH_TOKEN_SCOPE_MISSING');
    expect(
      (await t.http.post('/api/bee/plans').set('Authorization', writer).send({ name: 'By script' }))
        .status,
    ).toBe(201);
    // A person signs for the employer, never a token.
    const tokenSigns = await t.http
      .post(`/api/bee/plans/${planId}/versions/2/employer-signature`)
      .set('Authorization', writer)
      .send({ name: 'Robot', title: 'Script' });
    expect(tokenSigns.status).toBe(403);
  });
});
