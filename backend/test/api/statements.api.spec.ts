// Statements a rep can keep (issue 31), read back as a person would: the PDFs through pdftotext,
// the ZIP through unzip. Every line's amount and the paycheck total are on the statement and equal
// the rep portal's numbers (numbers.ts over GET /bee/rep-key-data); another rep's or company's
// statement is 404; two makings of a statement are the same bytes; a change after the upload's
// freeze issues revision 2 whose "What changed" lists exactly the change; /verify tells current,
// superseded and forged codes apart without showing contents; the ZIP holds one PDF per rep and an
// index whose hashes match.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { formatMoney } from '@commissionbee/shared/money';
import { payBucketTotals, repKey } from '@commissionbee/shared/numbers';
import type { RepKeyData } from '@commissionbee/shared/types';
import { aLedgerRow, anotherCompany, viewKeyOf, type OtherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const DAY = '2024-03-05';
const EARLIER = '2024-02-20';
const ANA = 'ana.statement@example.com';
const BEN = 'ben.statement@example.com';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
/** A binary answer's bytes (supertest parses only text by default); an error's JSON body. */
const binary = (req: Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => {
      const bytes = Buffer.concat(chunks);
      done(null, (res.statusCode ?? 500) >= 400 ? JSON.parse(bytes.toString('utf8')) : bytes);
    });
  });

describe('statements', () => {
  let t: TestApp;
  let company: OtherCompany;
  let other: OtherCompany;
  let anaKey: string;
  let benKey: string;
  let secondUpload: number;

  const upload = (auth: string, data: Record<string, unknown>[]) =>
    t.http.post('/api/bee/ledger').set('Authorization', auth).send({ data, file_name: 'pay.csv' });
  const repGet = (key: string, path: string) =>
    binary(t.http.get(`/api/bee/rep/statements${path}`).set('X-View-Key', key));
  const list = async (key: string) =>
    (await t.http.get('/api/bee/rep/statements').set('X-View-Key', key)).body as {
      pay_dates: {
        pay_date: string;
        total: number;
        lines: number;
        revisions: { revision: number; current: boolean; pdf_sha256: string | null }[];
      }[];
      months: string[];
      years: string[];
    };
  const frozen = async (payDate: string, email: string) =>
    (await t.db.query(
      `SELECT revision, code, superseded_at FROM statements
        WHERE company_id = $1 AND rep_email = $2 AND pay_date = $3 ORDER BY revision`,
      [company.companyId, email, payDate],
    )) as { revision: number; code: string; superseded_at: Date | null }[];
  /** Waits for the upload's queued freeze to issue `revisions` revisions. */
  async function frozenRevisions(payDate: string, email: string, revisions: number) {
    for (let i = 0; i < 150; i++) {
      const rows = await frozen(payDate, email);
      if (rows.length >= revisions) return rows;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no revision ${revisions} of ${email} ${payDate} was frozen`);
  }

  const anaRows = [
    aLedgerRow({
      rep_email: ANA,
      rep_name: 'Ana Statement',
      pay_date: DAY,
      item_name: 'Acme Roof',
      item_pay_type: 'Install',
      amount: 1234.56,
      line_id: 'L1',
    }),
    aLedgerRow({
      rep_email: ANA,
      rep_name: 'Ana Statement',
      pay_date: DAY,
      item_name: 'Birch Solar',
      item_pay_type: 'M2',
      amount: 310,
      line_id: 'L2',
      manual_note: 'Approved by finance',
    }),
    aLedgerRow({
      rep_email: ANA,
      rep_name: 'Ana Statement',
      pay_date: DAY,
      item_name: 'Chargeback Cole',
      item_pay_type: 'Chargeback',
      amount: -50,
      line_id: 'L3',
    }),
    aLedgerRow({
      rep_email: ANA,
      rep_name: 'Ana Statement',
      pay_date: EARLIER,
      item_name: 'Dune Farm',
      item_pay_type: 'M1',
      amount: 700,
      line_id: 'L4',
    }),
    aLedgerRow({
      rep_email: ANA,
      rep_name: 'Ana Statement',
      pay_date: 'PENDING',
      item_name: 'Elm Pending',
      item_pay_type: 'M1',
      amount: 88.8,
      line_id: 'L5',
    }),
    aLedgerRow({
      rep_email: ANA,
      rep_name: 'Ana Statement',
      pay_date: 'CANCELLED',
      item_name: 'Fir Cancelled',
      item_pay_type: 'M1',
      amount: 999,
      line_id: 'L6',
    }),
    aLedgerRow({
      rep_email: BEN,
      rep_name: 'Ben Statement',
      pay_date: DAY,
      item_name: 'Gale Job',
      item_pay_type: 'M1',
      amount: 420,
      manager_email: ANA,
      line_id: 'L7',
    }),
  ];

  beforeAll(async () => {
    t = await startTestApp();
    company = await anotherCompany(t, 'Statement Co.');
    other = await anotherCompany(t, 'Elsewhere Co.');
    expect((await upload(company.auth, anaRows)).status).toBe(200);
    // The other company has a rep of the same email, with lines of the same day.
    expect(
      (
        await upload(other.auth, [
          aLedgerRow({ rep_email: ANA, pay_date: DAY, item_name: 'Other-Co secret', amount: 777 }),
        ])
      ).status,
    ).toBe(200);
    anaKey = await viewKeyOf(t, company.auth, ANA);
    benKey = await viewKeyOf(t, company.auth, BEN);
  }, 120_000);
  afterAll(() => t?.close());

  it('freezes the pay dates an upload touched in a queued job, not in the request', async () => {
    const rows = await frozenRevisions(DAY, ANA, 1);
    expect(rows[0]).toMatchObject({ revision: 1, superseded_at: null });
    expect(rows[0].code).toMatch(/^ST-[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(await frozenRevisions(EARLIER, ANA, 1)).toHaveLength(1);
    expect(await frozenRevisions(DAY, BEN, 1)).toHaveLength(1);
  });

  it('puts every line and the paycheck total on the PDF, equal to the rep portal’s numbers', async () => {
    const portal = (await t.http.get('/api/bee/rep-key-data').set('X-View-Key', anaKey))
      .body as RepKeyData;
    const own = portal.data.filter((row) => repKey(row.rep_email) === ANA);
    const totals = payBucketTotals(own);
    const res = await repGet(anaKey, `/${DAY}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    for (const row of own.filter((r) => r.pay_date === DAY)) {
      expect(text).toContain(row.item_name);
      expect(text).toContain(formatMoney(row.amount));
    }
    const total = totals.get(DAY)!;
    expect(total).toBe(149456);
    expect(text).toMatch(
      new RegExp(`Paycheck total\\s+${formatMoney(total / 100).replace('$', '\\$')}`),
    );
    // Year to date: this pay date and the earlier one of the year.
    expect(text).toContain(formatMoney((total + totals.get(EARLIER)!) / 100));
    // PENDING apart, as not yet paid; CANCELLED never; the team member's line is not her pay.
    expect(text).toMatch(/Not yet paid: pending lines \(1\)[\s\S]*Elm Pending[\s\S]*\$88\.80/);
    expect(text).not.toContain('Fir Cancelled');
    expect(text).not.toContain('Gale Job');
    expect(text).toContain('Note: Approved by finance');
    expect(text).toContain('-$50.00');
    expect(text).toContain('Ana Statement');
    expect(text).toContain(ANA);
    expect(text).toContain('Pay date March 5, 2024 · Published');
    expect(text).toMatch(/Page 1 of 1/);
    const [{ code }] = await frozen(DAY, ANA);
    expect(text).toContain(`http://portal.test/verify/${code}`);
    // The list says the same.
    const listed = (await list(anaKey)).pay_dates.find((p) => p.pay_date === DAY)!;
    expect(listed).toMatchObject({ total: total / 100, lines: 3 });
  });

  it('makes the same bytes every time, and keeps the SHA-256 of the first', async () => {
    const first = (await repGet(anaKey, `/${DAY}.pdf`)).body as Buffer;
    const second = (await repGet(anaKey, `/${DAY}.pdf`)).body as Buffer;
    expect(sha256(second)).toBe(sha256(first));
    const listed = (await list(anaKey)).pay_dates.find((p) => p.pay_date === DAY)!;
    expect(listed.revisions[0].pdf_sha256).toBe(sha256(first));
    // The admin's copy of the same statement is the same document.
    const admin = await binary(
      t.http.get(`/api/bee/reps/${ANA}/statements/${DAY}.pdf`).set('Authorization', company.auth),
    );
    expect(admin.status).toBe(200);
    expect(sha256(admin.body as Buffer)).toBe(sha256(first));
  });

  it("answers 404 for another rep's or another company's statement", async () => {
    // Ben has no line of the earlier date (Ana's): nothing of hers is his.
    expect((await repGet(benKey, `/${EARLIER}.pdf`)).status).toBe(404);
    // The other company's admin, for a rep of the same email and a pay date both have.
    const theirs = await binary(
      t.http.get(`/api/bee/reps/${ANA}/statements/${EARLIER}.pdf`).set('Authorization', other.auth),
    );
    expect(theirs.status).toBe(404);
    // Their own rep of that email is theirs, and shows only their line.
    const own = await binary(
      t.http.get(`/api/bee/reps/${ANA}/statements/${DAY}.pdf`).set('Authorization', other.auth),
    );
    expect(own.status).toBe(200);
    const text = pdfText(own.body as Buffer);
    expect(text).toContain('Other-Co secret');
    expect(text).not.toContain('Acme Roof');
    expect((await repGet(anaKey, '/2024-13-40.pdf')).status).toBe(400);
  });

  it('issues revision 2 after a change, listing exactly what changed; revision 1 stays as it was', async () => {
    const before = sha256((await repGet(anaKey, `/${DAY}.pdf?revision=1`)).body as Buffer);
    const res = await upload(company.auth, [
      { ...anaRows[1], amount: 360 }, // L2: 310 → 360
      aLedgerRow({
        rep_email: ANA,
        rep_name: 'Ana Statement',
        pay_date: DAY,
        item_name: 'Hazel Bonus',
        item_pay_type: 'Bonus',
        amount: 75,
        line_id: 'L8',
      }),
    ]);
    expect(res.status).toBe(200);
    secondUpload = res.body.upload_id as number;
    const rows = await frozenRevisions(DAY, ANA, 2);
    expect(rows.map((r) => [r.revision, r.superseded_at !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    const text = pdfText((await repGet(anaKey, `/${DAY}.pdf`)).body as Buffer);
    expect(text).toContain('Revision 2');
    expect(text).toContain('What changed since revision 1');
    expect(text).toContain('1 added, 1 changed, 0 removed; the paycheck total moved by +$125.00.');
    expect(text).toMatch(/Added[\s\S]*Hazel Bonus[\s\S]*\$75\.00/);
    expect(text).toMatch(
      /Changed \(now\)[\s\S]*Birch Solar[\s\S]*\$360\.00[\s\S]*amount was \$310\.00/,
    );
    expect(text).toMatch(/Paycheck total\s+\$1,619\.56/);
    // The rep sees both; the first is the same document it was.
    const listed = (await list(anaKey)).pay_dates.find((p) => p.pay_date === DAY)!;
    expect(listed.revisions.map((r) => [r.revision, r.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(sha256((await repGet(anaKey, `/${DAY}.pdf?revision=1`)).body as Buffer)).toBe(before);
    // Ben's statement of the day did not change, so it has no second revision.
    expect(await frozen(DAY, BEN)).toHaveLength(1);
  });

  it('verifies current, superseded and forged codes without showing contents', async () => {
    const [first, second] = await frozen(DAY, ANA);
    const current = await t.http.get(`/api/verify/${second.code}`);
    expect(current.status).toBe(200);
    expect(current.body).toEqual({
      kind: 'statement',
      status: 'current',
      company_name: 'Statement Co.',
      issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const superseded = await t.http.get(`/api/verify/${first.code.toLowerCase()}`);
    expect(superseded.body).toMatchObject({ kind: 'statement', status: 'superseded' });
    for (const forged of [
      `${second.code.slice(0, -1)}${second.code.endsWith('0') ? '1' : '0'}`,
      'ST-00000-00000-00000-00000',
      'XX-12345',
    ]) {
      const res = await t.http.get(`/api/verify/${forged}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('VERIFY_UNKNOWN_CODE');
    }
    expect(JSON.stringify(current.body)).not.toMatch(/ana|1,619|Acme/i);
  });

  it('zips every rep’s current statement of a pay date with an index of hashes', async () => {
    const res = await binary(
      t.http.get(`/api/bee/statements/${DAY}.zip`).set('Authorization', company.auth),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const dir = mkdtempSync(join(tmpdir(), 'statements-zip-'));
    try {
      writeFileSync(join(dir, 'all.zip'), res.body as Buffer);
      execFileSync('unzip', ['-q', 'all.zip', '-d', 'out'], { cwd: dir });
      const files = readdirSync(join(dir, 'out')).sort();
      expect(files).toEqual([`${DAY}-${ANA}.pdf`, `${DAY}-${BEN}.pdf`, 'index.csv']);
      const index = readFileSync(join(dir, 'out', 'index.csv'), 'utf8')
        .trim()
        .split('\r\n');
      expect(index[0]).toBe('file,rep_email,revision,statement_number,sha256');
      expect(index).toHaveLength(3);
      for (const line of index.slice(1)) {
        const [file, email, revision, , hash] = line.split(',');
        expect(sha256(readFileSync(join(dir, 'out', file)))).toBe(hash);
        expect(revision).toBe(email === ANA ? '2' : '1');
      }
      expect(pdfText(readFileSync(join(dir, 'out', `${DAY}-${ANA}.pdf`)))).toContain('Revision 2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Admin downloads are in the activity log.
    const events = (
      await t.http
        .get('/api/bee/activity')
        .query({ what: 'reps', pageSize: 50 })
        .set('Authorization', company.auth)
    ).body.rows as { action: string; sentence: string }[];
    const sentences = events
      .filter((e) => e.action === 'statements.downloaded')
      .map((e) => e.sentence);
    expect(sentences.some((s) => s.includes(`every statement of ${DAY} (2 reps)`))).toBe(true);
    expect(sentences.some((s) => s.includes(`the statement of ${ANA} for ${DAY}`))).toBe(true);
    // A pay date without lines is 404.
    expect(
      (
        await binary(
          t.http.get('/api/bee/statements/2020-01-01.zip').set('Authorization', company.auth),
        )
      ).status,
    ).toBe(404);
  });

  it('makes monthly and year-to-date statements: each pay date, its total and the grand total', async () => {
    const month = await repGet(anaKey, '/monthly/2024-03.pdf');
    expect(month.status).toBe(200);
    const text = pdfText(month.body as Buffer);
    expect(text).toContain('March 2024');
    expect(text).toMatch(/March 5, 2024[\s\S]*\$1,619\.56/);
    expect(text).not.toContain('Dune Farm');
    expect(text).toMatch(/Grand total\s+\$1,619\.56/);
    const ytd = pdfText((await repGet(anaKey, '/ytd/2024.pdf')).body as Buffer);
    expect(ytd).toContain('Dune Farm');
    expect(ytd).toMatch(/Grand total\s+\$2,319\.56/);
    const again = (await repGet(anaKey, '/ytd/2024.pdf')).body as Buffer;
    expect(sha256(again)).toBe(sha256((await repGet(anaKey, '/ytd/2024.pdf')).body as Buffer));
    expect((await repGet(anaKey, '/monthly/2023-01.pdf')).status).toBe(404);
    const listed = await list(anaKey);
    expect(listed.months).toEqual(['2024-03', '2024-02']);
    expect(listed.years).toEqual(['2024']);
  });

  it('issues revision 3 when the change is undone, and it lists what the undo changed back', async () => {
    const undone = await t.http
      .delete(`/api/bee/uploads/${secondUpload}`)
      .set('Authorization', company.auth);
    expect(undone.status).toBe(200);
    const rows = await frozenRevisions(DAY, ANA, 3);
    expect(rows.map((r) => r.superseded_at === null)).toEqual([false, false, true]);
    const text = pdfText((await repGet(anaKey, `/${DAY}.pdf`)).body as Buffer);
    expect(text).toContain('What changed since revision 2');
    expect(text).toContain('0 added, 1 changed, 1 removed; the paycheck total moved by -$125.00.');
    expect(text).toMatch(/Removed[\s\S]*Hazel Bonus[\s\S]*\$75\.00/);
    expect(text).toMatch(/Paycheck total\s+\$1,494\.56/);
  });
});
