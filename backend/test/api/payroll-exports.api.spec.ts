// Payroll export records which file was exported (issue 29 §5): every download is kept with who,
// when, the pay date, its rows and total, and the SHA-256 of exactly the bytes sent, and shows on
// GET /bee/pay-dates (last_export), GET /bee/pay-dates/{pay_date} (exports) and in the activity
// log. A refused export records nothing; another company never sees the record.
import { createHash } from 'node:crypto';
import type { Test } from 'supertest';
import type { ActivityEvent } from '@commissionbee/shared/activity';
import { payDateDetail, payDateSummary } from '@commissionbee/shared/contracts/answers';
import type { PayDateDetail, PayDateSummary } from '@commissionbee/shared/pay-runs';
import { aLedgerRow, anotherCompany, type OtherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const DAY = '2026-10-16';

/** The answer's body as the exact bytes received (an error's JSON read as JSON). */
const bytesOf = (req: Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => {
      const bytes = Buffer.concat(chunks);
      done(null, (res.statusCode ?? 500) >= 400 ? JSON.parse(bytes.toString('utf8')) : bytes);
    });
  });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('payroll export records', () => {
  let t: TestApp;
  let co: OtherCompany;
  let other: OtherCompany;

  const download = (auth: string, format = 'generic') =>
    bytesOf(
      t.http
        .get('/api/bee/payroll/export')
        .query({ payDate: DAY, format })
        .set('Authorization', auth),
    );
  const payDates = async (auth: string) => {
    const res = await t.http.get('/api/bee/pay-dates').set('Authorization', auth);
    expect(res.status).toBe(200);
    return payDateSummary.array().parse(res.body) as PayDateSummary[];
  };
  const detail = async (auth: string) => {
    const res = await t.http.get(`/api/bee/pay-dates/${DAY}`).set('Authorization', auth);
    expect(res.status).toBe(200);
    return payDateDetail.parse(res.body) as PayDateDetail;
  };

  beforeAll(async () => {
    t = await startTestApp();
    co = await anotherCompany(t, 'Export Co.');
    other = await anotherCompany(t, 'Other Export Co.');
    // Names beyond ASCII: the file's bytes are more than its characters.
    const data = [
      aLedgerRow({ pay_date: DAY, rep_name: 'José Núñez', rep_email: 'jose@export.example' }),
      aLedgerRow({ pay_date: DAY, rep_name: 'Zoë Brandt', rep_email: 'zoe@export.example' }),
      aLedgerRow({ pay_date: DAY, rep_name: 'Zoë Brandt', rep_email: 'zoe@export.example' }),
    ].map((r, i) => ({ ...r, amount: [1200.5, 300, 99.25][i] }));
    for (const auth of [co.auth, other.auth]) {
      const res = await t.http.post('/api/bee/ledger').set('Authorization', auth).send({ data });
      expect(res.status).toBe(200);
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('has no record before the first export', async () => {
    const day = (await payDates(co.auth)).find((d) => d.pay_date === DAY)!;
    expect(day.last_export).toBeNull();
    expect((await detail(co.auth)).exports).toEqual([]);
  });

  it('keeps the SHA-256 of exactly the bytes sent, with who, when, rows and total', async () => {
    const before = Date.now();
    const res = await download(co.auth);
    expect(res.status).toBe(200);
    const bytes = res.body as Buffer;
    expect(bytes.length).toBeGreaterThan(bytes.toString('utf8').length);
    const hash = sha256(bytes);
    expect(res.headers['x-payroll-sha256']).toBe(hash);

    const [record] = (await detail(co.auth)).exports;
    expect(record).toMatchObject({
      pay_date: DAY,
      format: 'generic',
      file_name: `commissionbee-payroll-generic-${DAY}.csv`,
      rows: 2,
      total: 1599.75,
      bytes: bytes.length,
      sha256: hash,
      exported_by: co.email,
    });
    expect(Date.parse(record.exported_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(record.exported_at)).toBeLessThanOrEqual(Date.now() + 1_000);
    const day = (await payDates(co.auth)).find((d) => d.pay_date === DAY)!;
    expect(day.last_export).toEqual(record);

    const events = await t.http
      .get('/api/bee/activity')
      .query({ what: 'payroll.exported', pageSize: 10 })
      .set('Authorization', co.auth);
    const event = (events.body.rows as ActivityEvent[])[0];
    expect(event.details).toMatchObject({ pay_date: DAY, sha256: hash, export_id: record.id });
  });

  it('lists every export of the pay date, newest first; a refused export records nothing', async () => {
    const first = (await detail(co.auth)).exports[0];
    // Gusto needs employee IDs: refused, nothing recorded.
    expect((await download(co.auth, 'gusto')).status).toBe(409);
    expect((await detail(co.auth)).exports).toHaveLength(1);

    const again = await download(co.auth);
    const { exports } = await detail(co.auth);
    expect(exports.map((e) => e.id)).toEqual([expect.any(Number), first.id]);
    expect(exports[0].id).toBeGreaterThan(first.id);
    // The same ledger makes the same file, so the same hash.
    expect(exports[0].sha256).toBe(sha256(again.body as Buffer));
    expect(exports[0].sha256).toBe(first.sha256);
  });

  it("never shows a company another company's exports", async () => {
    const day = (await payDates(other.auth)).find((d) => d.pay_date === DAY)!;
    expect(day.last_export).toBeNull();
    expect((await detail(other.auth)).exports).toEqual([]);
  });
});
