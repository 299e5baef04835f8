// Statements and pay runs together (issues 29 and 31): with review on, a draft pay date has no
// statement for the rep, publishing it freezes revision 1 ("Published"), closing it freezes the
// closed revision ("Closed") with the same lines, and a revision of the published pay date changes
// the rep's statement only once it is published; the statement names the commission plan in force
// for the rep on the pay date (issue 30).
import { execFileSync } from 'node:child_process';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Test } from 'supertest';
import { aLedgerRow, anotherCompany, viewKeyOf, type OtherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const REP = 'sam.statement@payruns.example';
const NOV = '2026-11-13';

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

describe('statements follow pay runs', () => {
  let t: TestApp;
  let co: OtherCompany;
  let key: string;

  const row = (overrides: Record<string, unknown>) =>
    aLedgerRow({ rep_email: REP, rep_name: 'Sam Statement', manager_email: null, ...overrides });
  const upload = async (data: Record<string, unknown>[]) => {
    const res = await t.http.post('/api/bee/ledger').set('Authorization', co.auth).send({ data });
    expect(res.status).toBe(200);
  };
  const transition = async (action: string, body: object = {}) => {
    const res = await t.http
      .post(`/api/bee/pay-dates/${NOV}/${action}`)
      .set('Authorization', co.auth)
      .send(body);
    expect(res.status).toBe(200);
  };
  const revisions = async () =>
    (await t.db.query(
      `SELECT revision, state, superseded_at FROM statements
        WHERE company_id = $1 AND rep_email = $2 AND pay_date = $3 ORDER BY revision`,
      [co.companyId, REP, NOV],
    )) as { revision: number; state: string; superseded_at: Date | null }[];
  /** Waits for the queued freeze to have issued `count` revisions. */
  async function frozen(count: number) {
    for (let i = 0; i < 150; i++) {
      const rows = await revisions();
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`revision ${count} of ${REP} ${NOV} was never frozen`);
  }
  const statement = async () => {
    const res = await binary(
      t.http.get(`/api/bee/rep/statements/${NOV}.pdf`).set('X-View-Key', key),
    );
    return res;
  };

  beforeAll(async () => {
    t = await startTestApp();
    co = await anotherCompany(t, 'Statement Runs Co.');
    const settings = await t.http
      .put('/api/bee/pay-run-settings')
      .set('Authorization', co.auth)
      .send({ review_before_publish: true, second_approver: false });
    expect(settings.status).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  it('a draft pay date has no statement; publishing freezes revision 1 and closing the closed one', async () => {
    await upload([
      row({ pay_date: NOV, amount: 1200, item_name: 'Henderson Residence', line_id: 'S-1' }),
    ]);
    key = await viewKeyOf(t, co.auth, REP);

    const draft = await statement();
    expect(draft.status).toBe(404);
    expect(draft.body.code).toBeDefined();
    const listed = await t.http.get('/api/bee/rep/statements').set('X-View-Key', key);
    expect((listed.body.pay_dates as { pay_date: string }[]).map((p) => p.pay_date)).not.toContain(
      NOV,
    );
    expect(await revisions()).toEqual([]);

    // A commission plan in force from October (issue 30): the statement names it.
    const plan = await t.http
      .post('/api/bee/plans')
      .set('Authorization', co.auth)
      .send({ name: 'Field Sales Plan' });
    expect(plan.status).toBe(201);
    const doc = await PDFDocument.create();
    doc.addPage().drawText('10% of every sale.', {
      x: 50,
      y: 700,
      font: await doc.embedFont(StandardFonts.Helvetica),
    });
    const version = await t.http
      .post(`/api/bee/plans/${plan.body.id}/versions`)
      .set('Authorization', co.auth)
      .field({ effective_date: '2026-10-01' })
      .attach('file', Buffer.from(await doc.save()), {
        filename: 'plan.pdf',
        contentType: 'application/pdf',
      });
    expect(version.status).toBe(201);
    for (const [action, body] of [
      ['employer-signature', { name: 'Erin Employer', title: 'VP Sales' }],
      ['assign', { emails: [REP] }],
    ] as const) {
      const res = await t.http
        .post(`/api/bee/plans/${plan.body.id}/versions/1/${action}`)
        .set('Authorization', co.auth)
        .send(body);
      expect(res.status).toBe(200);
    }

    await transition('approve');
    await transition('publish', { notify: false });
    const [first] = await frozen(1);
    expect(first).toMatchObject({ revision: 1, state: 'published', superseded_at: null });
    const published = await statement();
    expect(published.status).toBe(200);
    const text = pdfText(published.body as Buffer);
    expect(text).toContain('Published');
    expect(text).toContain('Henderson Residence');
    expect(text).toContain('1,200.00');
    expect(text).toContain('Paid under Field Sales Plan v1.');

    await transition('close');
    const rows = await frozen(2);
    expect(rows.map((r) => [r.revision, r.state])).toEqual([
      [1, 'published'],
      [2, 'closed'],
    ]);
    expect(rows[0].superseded_at).not.toBeNull();
    const closed = pdfText((await statement()).body as Buffer);
    expect(closed).toContain('Closed');
    expect(closed).toContain('1,200.00');
  });

  it("a revision of a published pay date reaches the rep's statement only when it is published", async () => {
    await transition('reopen', { reason: 'Henderson was short by $50' });
    await upload([
      row({ pay_date: NOV, amount: 1250, item_name: 'Henderson Residence', line_id: 'S-1' }),
    ]);
    // The draft revision: the rep's statement still says 1,200.00, no new revision.
    const during = pdfText((await statement()).body as Buffer);
    expect(during).toContain('1,200.00');
    expect(during).not.toContain('1,250.00');
    expect((await revisions()).length).toBe(2);

    await transition('approve');
    await transition('publish', { notify: false });
    const rows = await frozen(3);
    expect(rows[2]).toMatchObject({ revision: 3, state: 'published', superseded_at: null });
    const after = pdfText((await statement()).body as Buffer);
    expect(after).toContain('1,250.00');
    expect(after).toMatch(/What changed/i);
  });
});
