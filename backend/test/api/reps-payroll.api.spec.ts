// The reps directory and payroll export (issue 17): every rep as a person with link status and
// calculator access; employee IDs one at a time or by an all-or-nothing mapping CSV; the Gusto,
// ADP and Generic files against golden files; Gusto and ADP blocked by reps without an ID;
// PENDING and CANCELLED never paid; totals equal the ledger (a property over random ledgers);
// another company's reps and exports are 404 or simply absent.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { ActivityEvent, RepDirectoryRow } from '@commissionbee/shared/activity';
import { PAYROLL_ADP_FILE_NUMBERS, PAYROLL_MISSING_IDS } from '@commissionbee/shared/activity';
import { aLedgerRow, anotherCompany, type OtherCompany } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const DAY = '2024-03-05';
const ANA = 'ana.lopez@example.com';
const BEN = 'ben.ortiz@example.com';
const EVE = 'eve.formula@example.com';
const MAX = 'max.manager@example.com';
const GOLDEN = join(import.meta.dirname, 'golden');

/** Compares with the golden file; UPDATE_GOLDEN=1 rewrites it. */
function expectGolden(name: string, text: string) {
  const path = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN) writeFileSync(path, text);
  expect(text).toBe(readFileSync(path, 'utf8'));
}

function multipartCsv(csv: string, fileName = 'mapping.csv') {
  return { buffer: Buffer.from(csv), options: { filename: fileName, contentType: 'text/csv' } };
}

describe('reps directory and payroll export', () => {
  let t: TestApp;
  let admin: string;
  let other: OtherCompany;

  const upload = (auth: string, data: Record<string, unknown>[], file_name = 'pay.csv') =>
    t.http.post('/api/bee/ledger').set('Authorization', auth).send({ data, file_name });
  const reps = (auth: string, query: Record<string, string | number> = {}) =>
    t.http.get('/api/bee/reps').query(query).set('Authorization', auth);
  const mapping = (auth: string, csv: string, fileName?: string) => {
    const file = multipartCsv(csv, fileName);
    return t.http
      .post('/api/bee/reps/mapping')
      .set('Authorization', auth)
      .attach('file', file.buffer, file.options);
  };
  const exportFile = (auth: string, format: string, payDate = DAY) =>
    t.http.get('/api/bee/payroll/export').query({ payDate, format }).set('Authorization', auth);
  const events = async (auth: string, what: string) =>
    (
      await t.http
        .get('/api/bee/activity')
        .query({ what, pageSize: 100 })
        .set('Authorization', auth)
    ).body.rows as ActivityEvent[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await anotherCompany(t, 'Payroll Co.')).auth;
    other = await anotherCompany(t, 'Elsewhere Co.');
    const res = await upload(admin, [
      aLedgerRow({
        rep_email: ANA,
        rep_name: 'Ana Maria Lopez',
        manager_email: MAX,
        amount: 100,
        pay_date: DAY,
      }),
      aLedgerRow({
        rep_email: ANA,
        rep_name: 'Ana Maria Lopez',
        manager_email: MAX,
        amount: 23.45,
        pay_date: DAY,
      }),
      aLedgerRow({
        rep_email: ANA,
        rep_name: 'Ana Maria Lopez',
        manager_email: MAX,
        amount: 999,
        pay_date: 'PENDING',
      }),
      aLedgerRow({
        rep_email: ANA,
        rep_name: 'Ana Maria Lopez',
        manager_email: MAX,
        amount: 500,
        pay_date: 'CANCELLED',
      }),
      aLedgerRow({
        rep_email: BEN,
        rep_name: 'Ben Ortiz',
        manager_email: MAX,
        amount: 50,
        pay_date: DAY,
      }),
      aLedgerRow({
        rep_email: BEN,
        rep_name: 'Ben Ortiz',
        manager_email: MAX,
        amount: 70,
        pay_date: '2024-03-20',
      }),
      aLedgerRow({
        rep_email: EVE,
        rep_name: '=HYPERLINK("x")',
        manager_email: null,
        amount: -10.5,
        pay_date: DAY,
      }),
      aLedgerRow({
        rep_email: MAX,
        rep_name: 'Max Manager',
        manager_email: null,
        amount: 5,
        pay_date: '2024-03-20',
      }),
    ]);
    expect(res.status).toBe(200);
    expect(
      (
        await upload(other.auth, [
          aLedgerRow({
            rep_email: 'b.rep@example.com',
            rep_name: 'B Rep',
            amount: 7,
            pay_date: DAY,
          }),
        ])
      ).status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('lists every rep as a person with manager, team, link status and calculator access', async () => {
    const res = await reps(admin);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const byEmail = Object.fromEntries(
      (res.body.rows as RepDirectoryRow[]).map((r) => [r.email, r]),
    );
    expect(byEmail[ANA]).toMatchObject({
      name: 'Ana Maria Lopez',
      manager_email: MAX,
      team_size: 0,
      employee_id: null,
      calculator_access: false,
      last_sent_at: null,
      last_opened_at: null,
    });
    expect(byEmail[ANA].link_issued_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(byEmail[MAX]).toMatchObject({ name: 'Max Manager', team_size: 2 });
    const found = await reps(admin, { search: 'ortiz' });
    expect(found.body.rows.map((r: RepDirectoryRow) => r.email)).toEqual([BEN]);
    const paged = await reps(admin, { pageSize: 3, page: 2 });
    expect(paged.body).toMatchObject({ total: 4, page: 2, pages: 2 });
    expect(paged.body.rows).toHaveLength(1);
    expect((await reps(admin, { pageSize: 500 })).status).toBe(400);
    // Another company's directory never holds these reps.
    const theirs = await reps(other.auth, { search: 'example.com' });
    expect(theirs.body.rows.map((r: RepDirectoryRow) => r.email)).toEqual(['b.rep@example.com']);
  });

  it('sets an employee ID and payroll names on the rep page, with the change in its activity', async () => {
    const patched = await t.http
      .patch(`/api/bee/reps/${encodeURIComponent(BEN)}`)
      .set('Authorization', admin)
      .send({ employee_id: 'E-200', first_name: 'Benjamin', last_name: 'Ortiz' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      email: BEN,
      employee_id: 'E-200',
      name: 'Benjamin Ortiz',
    });
    expect(patched.body.activity[0].action).toBe('rep.profile_changed');
    expect(patched.body.activity[0].sentence).toMatch(
      new RegExp(
        ` changed the payroll details of ${BEN} \\(employee ID, first name, last name\\)$`,
      ),
    );
    const page = await t.http.get(`/api/bee/reps/${BEN.toUpperCase()}`).set('Authorization', admin);
    expect(page.status).toBe(200);
    expect(page.body.employee_id).toBe('E-200');
    // Refused: a bad ID (400), an ID another rep holds (409), another company's rep (404).
    const bad = await t.http
      .patch(`/api/bee/reps/${ANA}`)
      .set('Authorization', admin)
      .send({ employee_id: '=1+1' });
    expect(bad.status).toBe(400);
    const taken = await t.http
      .patch(`/api/bee/reps/${ANA}`)
      .set('Authorization', admin)
      .send({ employee_id: 'E-200' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain(BEN);
    for (const res of [
      await t.http.get(`/api/bee/reps/${ANA}`).set('Authorization', other.auth),
      await t.http
        .patch(`/api/bee/reps/${ANA}`)
        .set('Authorization', other.auth)
        .send({ employee_id: 'X1' }),
      await t.http.get('/api/bee/reps/not-an-email').set('Authorization', admin),
    ])
      expect(res.status).toBe(404);
    expect((await events(admin, 'rep.profile_changed')).length).toBe(1);
  });

  it('shows a reps:read token the rep page without activity; activity:read adds it', async () => {
    const token = async (scopes: string[]) => {
      const res = await t.http
        .post('/api/bee/api-tokens')
        .set('Authorization', admin)
        .send({ name: `rep page ${scopes.join(' ')}`, scopes });
      expect(res.status).toBe(201);
      return `Bearer ${res.body.secret as string}`;
    };
    const repsOnly = await t.http
      .get(`/api/bee/reps/${encodeURIComponent(BEN)}`)
      .set('Authorization', await token(['reps:read']));
    expect(repsOnly.status).toBe(200);
    expect(repsOnly.body.email).toBe(BEN);
    // Events hold addresses, browsers and admin emails: the activity log's scope, not the reps'.
    expect(repsOnly.body).not.toHaveProperty('activity');
    expect(JSON.stringify(repsOnly.body)).not.toContain('rep.profile_changed');
    const both = await t.http
      .get(`/api/bee/reps/${encodeURIComponent(BEN)}`)
      .set('Authorization', await token(['reps:read', 'activity:read']));
    expect(both.body.activity[0].action).toBe('rep.profile_changed');
  });

  it('takes a mapping CSV all or nothing, with the problems by row', async () => {
    const bad = await mapping(
      admin,
      'Rep Email,Employee ID,First Name,Last Name\r\n' +
        `${ANA},A-100,Ana,Lopez\r\n` +
        `${MAX},A-100,Max,Manager\r\n` +
        `not-an-email,Z-1,,\r\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid mapping CSV.');
    expect(bad.body.issues).toEqual([
      {
        row: 3,
        column: 'Employee ID',
        code: 'duplicateEmployeeId',
        params: { value: '2' },
        message: 'This Employee ID is already on row 2',
      },
      {
        row: 4,
        column: 'Rep Email',
        code: 'badEmail',
        message: 'Rep Email must be a valid email address',
      },
    ]);
    const unknown = await mapping(
      admin,
      `Rep Email,Employee ID,First Name,Last Name\n${ANA},A-100,Ana,Lopez\nb.rep@example.com,B-1,B,Rep\n`,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      {
        row: 3,
        column: 'Rep Email',
        code: 'unknownRep',
        message: 'No rep with this email in the ledger or the rep list',
      },
    ]);
    const missingColumn = await mapping(admin, `Rep Email,Employee ID\n${ANA},A-100\n`);
    expect(missingColumn.status).toBe(400);
    // Nothing of the refused files was stored.
    expect((await reps(admin, { search: 'A-100' })).body.total).toBe(0);
    expect(await events(admin, 'reps.mapping_uploaded')).toEqual([]);

    const good = await mapping(
      admin,
      `rep email,employee id,first name,last name\n${ANA.toUpperCase()},A-100,Ana Maria,Lopez\n${MAX},M-1,Max,Manager\n`,
      'ids.csv',
    );
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ message: 'success', rows: 2 });
    const ana = (await t.http.get(`/api/bee/reps/${ANA}`).set('Authorization', admin)).body;
    expect(ana).toMatchObject({
      employee_id: 'A-100',
      first_name: 'Ana Maria',
      last_name: 'Lopez',
    });
    expect((await events(admin, 'reps.mapping_uploaded'))[0].sentence).toMatch(
      / uploaded the employee ID mapping ids\.csv \(2 reps\)$/,
    );
    expect(
      (await reps(admin, { missing_id: 'true' })).body.rows.map((r: RepDirectoryRow) => r.email),
    ).toEqual([EVE]);
  });

  it('blocks Gusto and ADP while a rep has no employee ID, and lets Generic through', async () => {
    const before = (await events(admin, 'payroll.exported')).length;
    for (const format of ['gusto', 'adp']) {
      const res = await exportFile(admin, format);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(PAYROLL_MISSING_IDS);
      expect(res.body.missing).toEqual([{ email: EVE, name: '=HYPERLINK("x")' }]);
    }
    expect((await events(admin, 'payroll.exported')).length).toBe(before);
    const generic = await exportFile(admin, 'generic');
    expect(generic.status).toBe(200);
    expect(generic.headers['content-disposition']).toBe(
      `attachment; filename="commissionbee-payroll-generic-${DAY}.csv"`,
    );
    expectGolden('payroll-generic.csv', generic.text);
    const exported = (await events(admin, 'payroll.exported'))[0];
    expect(exported.sentence).toMatch(
      new RegExp(` exported payroll for ${DAY} as Generic \\(3 reps, \\$162\\.95\\)$`),
    );
  });

  it('writes the Gusto and ADP files once every rep has an ID and ADP has its codes', async () => {
    expect(
      (
        await t.http
          .patch(`/api/bee/reps/${EVE}`)
          .set('Authorization', admin)
          .send({ employee_id: 'E-3' })
      ).status,
    ).toBe(200);
    const gusto = await exportFile(admin, 'gusto');
    expect(gusto.status).toBe(200);
    expectGolden('payroll-gusto.csv', gusto.text);
    const noCodes = await exportFile(admin, 'adp');
    expect(noCodes.status).toBe(409);
    const settings = await t.http
      .put('/api/bee/payroll/settings')
      .set('Authorization', admin)
      .send({ adp_company_code: 'K2Q', adp_batch_id: 'COMM0305', adp_earnings_code: 'C' });
    expect(settings.status).toBe(200);
    expect(
      (
        await t.http
          .put('/api/bee/payroll/settings')
          .set('Authorization', admin)
          .send({ adp_company_code: '=1', adp_batch_id: null, adp_earnings_code: null })
      ).status,
    ).toBe(400);
    // ADP's Co Code is 2–3 characters and its earnings codes 1–2.
    for (const wrong of [
      { adp_company_code: 'K', adp_batch_id: 'B1', adp_earnings_code: 'C' },
      { adp_company_code: 'K2QX', adp_batch_id: 'B1', adp_earnings_code: 'C' },
      { adp_company_code: 'K2Q', adp_batch_id: 'B1', adp_earnings_code: 'COM' },
    ])
      expect(
        (await t.http.put('/api/bee/payroll/settings').set('Authorization', admin).send(wrong))
          .status,
      ).toBe(400);
    // File # is the rep's ADP file number (up to 6 digits): IDs like E-3 are refused, by name.
    const notNumbers = await exportFile(admin, 'adp');
    expect(notNumbers.status).toBe(409);
    expect(notNumbers.body.message).toBe(PAYROLL_ADP_FILE_NUMBERS);
    expect(notNumbers.body.missing.map((m: { email: string }) => m.email).sort()).toEqual(
      [ANA, BEN, EVE].sort(),
    );
    for (const [email, id] of [
      [ANA, '100'],
      [BEN, '200'],
      [EVE, '003'],
    ])
      expect(
        (
          await t.http
            .patch(`/api/bee/reps/${email}`)
            .set('Authorization', admin)
            .send({ employee_id: id })
        ).status,
      ).toBe(200);
    const adp = await exportFile(admin, 'adp');
    expect(adp.status).toBe(200);
    expectGolden('payroll-adp.csv', adp.text);
    // The summary the screen shows: the same totals, nobody missing.
    const summary = await t.http
      .get('/api/bee/payroll')
      .query({ payDate: DAY })
      .set('Authorization', admin);
    expect(summary.body).toMatchObject({ pay_date: DAY, total: 162.95, missing: [] });
    expect(summary.body.pay_dates).toEqual(['2024-03-20', DAY]);
  });

  it('never pays PENDING or CANCELLED lines and never another company’s reps', async () => {
    const generic = (await exportFile(admin, 'generic')).text;
    expect(generic).not.toContain('999');
    expect(generic).not.toContain('500.00');
    const theirs = await exportFile(other.auth, 'generic');
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain(ANA);
    expect(theirs.text).toContain('b.rep@example.com');
    const bad = await exportFile(admin, 'excel');
    expect(bad.status).toBe(400);
    const impossible = await exportFile(admin, 'generic', '2024-02-30');
    expect(impossible.status).toBe(400);
    expect(impossible.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('payDate must be a real date'),
    });
  });

  it('exports totals equal to the ledger’s sum per rep for the pay date (random ledgers)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            rep: fc.integer({ min: 0, max: 4 }),
            cents: fc.integer({ min: -50_000, max: 5_000_000 }),
            status: fc.constantFrom('day', 'day', 'day', 'other', 'PENDING', 'CANCELLED'),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (lines) => {
          run += 1;
          const day = `2031-01-${String(run).padStart(2, '0')}`;
          const email = (rep: number) => `prop${run}.rep${rep}@example.com`;
          const res = await upload(
            admin,
            lines.map((l) =>
              aLedgerRow({
                rep_email: email(l.rep),
                rep_name: `Prop Rep ${l.rep}`,
                amount: l.cents / 100,
                pay_date: l.status === 'day' ? day : l.status === 'other' ? '2031-02-01' : l.status,
              }),
            ),
          );
          expect(res.status).toBe(200);
          const expected = new Map<string, number>();
          for (const l of lines)
            if (l.status === 'day')
              expected.set(email(l.rep), (expected.get(email(l.rep)) ?? 0) + l.cents);
          const csv = (await exportFile(admin, 'generic', day)).text.trim().split('\r\n').slice(1);
          const got = new Map(
            csv.filter(Boolean).map((line) => {
              const cells = line.split(',');
              return [cells[2], Math.round(Number(cells[4]) * 100)] as const;
            }),
          );
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
  });

  // The directory and the payroll totals keep what they read from the ledger for one
  // companies.data_version: an upload or an undo must show on the very next request.
  it('sees an upload and its undo on the next directory and payroll request', async () => {
    const co = await anotherCompany(t, 'Fresh Co.');
    const first = await upload(co.auth, [
      aLedgerRow({ rep_email: 'kim@example.com', rep_name: 'Kim Old', amount: 10 }),
    ]);
    expect(first.status).toBe(200);
    expect((await reps(co.auth)).body.rows.map((r: RepDirectoryRow) => r.name)).toEqual([
      'Kim Old',
    ]);
    const payroll = () =>
      t.http.get('/api/bee/payroll').query({ payDate: DAY }).set('Authorization', co.auth);
    expect((await payroll()).body.total).toBe(10);
    const second = await upload(co.auth, [
      aLedgerRow({ rep_email: 'kim@example.com', rep_name: 'Kim New', amount: 5 }),
      aLedgerRow({ rep_email: 'lee@example.com', rep_name: 'Lee Added', amount: 7 }),
    ]);
    expect(second.status).toBe(200);
    const after = (await reps(co.auth)).body;
    expect(after.total).toBe(2);
    expect(after.rows.map((r: RepDirectoryRow) => r.name)).toEqual(['Kim New', 'Lee Added']);
    expect((await payroll()).body.total).toBe(22);
    expect(
      (await t.http.get('/api/bee/reps/lee@example.com').set('Authorization', co.auth)).status,
    ).toBe(200);
    const undo = await t.http
      .delete(`/api/bee/uploads/${second.body.upload_id}`)
      .set('Authorization', co.auth);
    expect(undo.status).toBe(200);
    // Lee keeps the link the upload issued (a live key), so stays a rep, now without ledger lines.
    const undone = (await reps(co.auth)).body;
    expect(undone.rows.map((r: RepDirectoryRow) => [r.email, r.name])).toEqual([
      ['kim@example.com', 'Kim Old'],
      ['lee@example.com', null],
    ]);
    expect((await payroll()).body.total).toBe(10);
    // A profile change (not a ledger change) shows at once too.
    await t.http
      .patch('/api/bee/reps/kim@example.com')
      .set('Authorization', co.auth)
      .send({ employee_id: '42' });
    expect((await payroll()).body.reps[0].employee_id).toBe('42');
  });
});
