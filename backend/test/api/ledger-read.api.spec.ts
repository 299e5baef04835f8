// GET /api/bee/ledger (whole array, or a page searched in SQL) and GET /api/bee/ledger.csv (the
// streamed Master CSV).
import { DEMO_COMPANY_ID } from '@commissionbee/shared/types';
import { CSV_TITLES, parseCsvText } from '@commissionbee/shared/csv';
import type { Response } from 'superagent';
import { EXPORT_BATCH } from '../../src/ledger/ledger-records.repository.js';
import {
  aCsvHeader,
  aLedgerRow,
  anotherCompany,
  ROW_FIELDS,
  someLedgerRows,
  type OtherCompany,
} from '../support/builders.js';
import { startSignedIn, type TestApp } from '../support/harness.js';

/** Collects a text response body whatever its content type. */
const asText = (res: Response, done: (error: Error | null, body: string) => void) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};

describe('reading the ledger', () => {
  let t: TestApp;
  let auth: string;
  let other: OtherCompany;
  beforeAll(async () => {
    ({ t, auth } = await startSignedIn());
    other = await anotherCompany(t);
    const upload = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', auth)
      .send({
        data: [
          aLedgerRow({
            pay_date: '2024-03-05',
            rep_name: 'Ann Able',
            rep_email: 'ann@example.com',
            item_name: 'Smith Residence',
            amount: 1234.5,
          }),
          aLedgerRow({
            pay_date: '2024-01-15',
            rep_name: 'Bob Brown',
            rep_email: 'bob@example.com',
            item_name: 'Lopez Residence',
            amount: -50,
          }),
          aLedgerRow({
            pay_date: 'PENDING',
            rep_name: 'Ann Able',
            rep_email: 'ann@example.com',
            item_name: 'Garcia Residence',
            amount: 800,
          }),
          aLedgerRow({
            pay_date: 'CANCELLED',
            rep_name: 'Cy Cole',
            rep_email: 'cy@example.com',
            item_name: 'Nguyen 100%_done',
            amount: 500,
            manual_note: 'Customer cancelled',
            breakdown: ['Adder: Battery backup'],
          }),
          ...someLedgerRows(21, (i) => ({
            pay_date: `2023-12-${String(i + 1).padStart(2, '0')}`,
            rep_name: 'Filler Person',
            rep_email: 'filler@example.com',
            item_name: `Filler ${i}`,
            amount: 10,
            manager_email: null,
            breakdown: null,
          })),
        ],
      });
    expect(upload.status).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  const get = (path: string, as = auth) => t.http.get(path).set('Authorization', as);
  const names = (rows: { item_name: string }[]) => rows.map((row) => row.item_name);

  describe('GET /api/bee/ledger without parameters', () => {
    it('answers every row with the fields of the specification, newest pay date first', async () => {
      const res = await get('/api/bee/ledger');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(25);
      expect(Object.keys(res.body[0])).toEqual(ROW_FIELDS);
      expect(names(res.body).slice(0, 4)).toEqual([
        'Nguyen 100%_done',
        'Garcia Residence',
        'Smith Residence',
        'Lopez Residence',
      ]);
      expect(res.body[0]).toMatchObject({
        pay_date: 'CANCELLED',
        amount: 500,
        breakdown: ['Adder: Battery backup'],
        manual_note: 'Customer cancelled',
      });
      expect(res.body[1]).toMatchObject({ pay_date: 'PENDING', amount: 800 });
      expect(res.body[2]).toMatchObject({
        pay_date: '2024-03-05',
        amount: 1234.5,
        manager_email: 'max.manager@example.com',
      });
      expect(res.body[3]).toMatchObject({ pay_date: '2024-01-15', amount: -50 });
    });

    it('answers [] for a company without rows', async () => {
      const res = await get('/api/bee/ledger', other.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });
  });

  describe('GET /api/bee/ledger?page=&pageSize=&search=', () => {
    it('answers one page with the total and the page count', async () => {
      const first = await get('/api/bee/ledger?page=1&pageSize=10');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 25, page: 1, pages: 3 });
      expect(first.body.rows).toHaveLength(10);
      const last = await get('/api/bee/ledger?page=3&pageSize=10');
      expect(last.body.rows).toHaveLength(5);
      const all = await get('/api/bee/ledger');
      const paged = [
        ...first.body.rows,
        ...(await get('/api/bee/ledger?page=2&pageSize=10')).body.rows,
        ...last.body.rows,
      ];
      expect(paged).toEqual(all.body);
    });

    it('defaults to page 1 of 10 rows and answers the last page for a page past the end', async () => {
      expect((await get('/api/bee/ledger?search=')).body).toMatchObject({
        total: 25,
        page: 1,
        pages: 3,
      });
      const past = await get('/api/bee/ledger?page=99&pageSize=10');
      expect(past.body).toMatchObject({ page: 3, pages: 3 });
      expect(past.body.rows).toHaveLength(5);
    });

    it('answers page 1 of 1 with no rows for an empty company', async () => {
      expect((await get('/api/bee/ledger?page=1&pageSize=10', other.auth)).body).toEqual({
        rows: [],
        total: 0,
        page: 1,
        pages: 1,
      });
    });

    it.each([
      'page=0',
      'page=abc',
      'pageSize=101',
      'pageSize=0',
      'pageSize=2.5',
      `search=${'x'.repeat(201)}`,
    ])('refuses %s with 400', async (query) => {
      const res = await get(`/api/bee/ledger?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.statusCode).toBe(400);
    });

    it.each([
      ['a name, in any case', 'ann able', ['Garcia Residence', 'Smith Residence']],
      ['an email', 'BOB@EXAMPLE', ['Lopez Residence']],
      ['a status word', 'pending', ['Garcia Residence']],
      ['not the hidden PAID status', 'paid', []],
      ['an ISO date', '2024-03', ['Smith Residence']],
      ['a US date', '3/5/2024', ['Smith Residence']],
      ['a US date start', '1/15', ['Lopez Residence']],
      ['an amount with a thousands separator', '1,234.50', ['Smith Residence']],
      ['an amount as stored', '1234.5', ['Smith Residence']],
      ['a negative amount', '-50', ['Lopez Residence']],
      ['a breakdown line', 'battery', ['Nguyen 100%_done']],
      ['a manual note', 'customer cancelled', ['Nguyen 100%_done']],
      ['LIKE wildcards, literally', '100%_', ['Nguyen 100%_done']],
      [
        'a manager email',
        'max.manager',
        ['Nguyen 100%_done', 'Garcia Residence', 'Smith Residence', 'Lopez Residence'],
      ],
    ])('searches %s', async (_what, search, expected) => {
      const res = await get(
        `/api/bee/ledger?page=1&pageSize=10&search=${encodeURIComponent(search)}`,
      );
      expect(res.status).toBe(200);
      expect(names(res.body.rows)).toEqual(expected);
      expect(res.body.total).toBe(expected.length);
    });

    it('counts and pages the matches of a search', async () => {
      const res = await get('/api/bee/ledger?page=2&pageSize=5&search=filler');
      expect(res.body).toMatchObject({ total: 21, page: 2, pages: 5 });
      expect(res.body.rows).toHaveLength(5);
    });

    it('answers the last page of a new search asked for a page past its end', async () => {
      const res = await get('/api/bee/ledger?page=9&pageSize=5&search=FILLER@example');
      expect(res.body).toMatchObject({ total: 21, page: 5, pages: 5 });
      expect(res.body.rows).toHaveLength(1);
      const again = await get('/api/bee/ledger?page=9&pageSize=5&search=filler@example');
      expect(again.body).toEqual(res.body);
      const none = await get('/api/bee/ledger?page=3&pageSize=5&search=no such text');
      expect(none.body).toEqual({ rows: [], total: 0, page: 1, pages: 1 });
    });

    it('gives every row of a search once across its pages, in the order of the whole ledger', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = await get(`/api/bee/ledger?page=${page}&pageSize=5&search=fill`);
        expect(res.body.total).toBe(21);
        seen.push(...names(res.body.rows));
      }
      const whole = names((await get('/api/bee/ledger')).body).filter((n) => seen.includes(n));
      expect(seen).toEqual(whole);
      expect(new Set(seen).size).toBe(21);
    });

    it('counts again after rows change outside an upload (the count is kept per data version)', async () => {
      expect(
        (await get('/api/bee/ledger?page=1&pageSize=5&search=smith residence')).body.total,
      ).toBe(1);
      await t.db.query(
        `UPDATE ledger_records SET item_name = 'Smith Residence' WHERE company_id = $1 AND item_name = 'Lopez Residence'`,
        [DEMO_COMPANY_ID],
      );
      try {
        expect(
          (await get('/api/bee/ledger?page=1&pageSize=5&search=smith residence')).body.total,
        ).toBe(2);
      } finally {
        await t.db.query(
          `UPDATE ledger_records SET item_name = 'Lopez Residence' WHERE company_id = $1 AND rep_name = 'Bob Brown'`,
          [DEMO_COMPANY_ID],
        );
      }
      expect(
        (await get('/api/bee/ledger?page=1&pageSize=5&search=smith residence')).body.total,
      ).toBe(1);
    });

    it("never shows another company's rows", async () => {
      await t.http
        .post('/api/bee/ledger')
        .set('Authorization', other.auth)
        .send({ data: [aLedgerRow({ item_name: 'Other Co. job' })] });
      expect(names((await get('/api/bee/ledger?search=other co')).body.rows)).toEqual([]);
      expect(names((await get('/api/bee/ledger', other.auth)).body)).toEqual(['Other Co. job']);
    });
  });

  describe('compression', () => {
    it('gzips JSON answers for clients that accept gzip, and not for the others', async () => {
      const zipped = await get('/api/bee/ledger').set('Accept-Encoding', 'gzip');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const plain = await get('/api/bee/ledger').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.body).toEqual(plain.body);
    });

    it('sends the Master CSV plain even to clients that accept gzip', async () => {
      const res = await get('/api/bee/ledger.csv')
        .set('Accept-Encoding', 'gzip')
        .buffer(true)
        .parse(asText);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toMatch(/^Pay Date,/);
    });
  });

  describe('GET /api/bee/ledger.csv', () => {
    it('downloads CommissionBee-master.csv with title-case headers in the upload format', async () => {
      const res = await get('/api/bee/ledger.csv').buffer(true).parse(asText);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="CommissionBee-master.csv"',
      );
      const lines = (res.body as string).split('\r\n');
      expect(lines[0]).toBe(CSV_TITLES.join(','));
      expect(lines[1]).toBe(
        '2024-03-05,Ann Able,ann@example.com,Smith Residence,M1,1234.50,max.manager@example.com,' +
          '"[""System 8 kW"",""single-line"",""Total $100.00""]",,',
      );
      expect(lines[2]).toContain(',Lopez Residence,M1,-50.00,');
      const reread = parseCsvText(res.body as string);
      expect(reread).toMatchObject({ rowCount: 25, invalidRowCount: 0 });
      expect(reread.records.map((r) => r.item_name)).not.toContain('Other Co. job');
    });

    it('quotes commas, newlines and quotes, and neutralises formulas but not negative amounts', async () => {
      const nasty = await anotherCompany(t, 'Nasty Co.');
      const upload = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', nasty.auth)
        .send({
          data: [
            aLedgerRow({
              rep_name: '=HYPERLINK("http://evil.example","click")',
              item_name: 'Doe, "Big" job',
              amount: -50,
              manual_note: 'line one\nline two',
              breakdown: null,
              manager_email: null,
            }),
            aLedgerRow({
              rep_name: '+1+1',
              item_name: '-2+3',
              item_pay_type: '@SUM(A1)',
              amount: 10,
              manual_note: '\tTabbed',
              breakdown: null,
              manager_email: null,
            }),
            // Issue 26: a formula after a semicolon, whichever character starts it.
            aLedgerRow({
              rep_name: 'x;@SUM(1+1)',
              item_name: 'x;-2+3',
              item_pay_type: 'M1',
              amount: -0.5,
              manual_note: 'a,+1',
              breakdown: null,
              manager_email: null,
            }),
          ],
        });
      expect(upload.status).toBe(200);
      const res = await get('/api/bee/ledger.csv', nasty.auth).buffer(true).parse(asText);
      const lines = (res.body as string).split('\r\n');
      expect(lines[1]).toBe(
        `2024-03-05,"'=HYPERLINK(""http://evil.example"",""click"")",jane.doe@example.com,"Doe, ""Big"" job",M1,-50.00,,,"line one\nline two",`,
      );
      // The validator trims text, so the tab before 'Tabbed' is gone by the time it is stored.
      expect(lines[2]).toBe(
        `2024-03-05,'+1+1,jane.doe@example.com,'-2+3,'@SUM(A1),10.00,,,Tabbed,`,
      );
      expect(lines[3]).toBe(
        `2024-03-05,"'x;@SUM(1+1)",jane.doe@example.com,"'x;-2+3",M1,-0.50,,,"'a,+1",`,
      );
      expect(lines[4]).toBe('');
      expect(lines).toHaveLength(5);
    });

    it('streams a ledger larger than one read batch, every row once, in upload order', async () => {
      const big = await anotherCompany(t, 'Big Co.');
      const count = 2 * EXPORT_BATCH + 345;
      const rows = someLedgerRows(count, (i) => ({
        item_name: `Row ${i}`,
        breakdown: i % 1000 === 0 ? ['Line', 'single-line'] : null,
      }));
      expect(
        (await t.http.post('/api/bee/ledger').set('Authorization', big.auth).send({ data: rows }))
          .status,
      ).toBe(200);
      const res = await get('/api/bee/ledger.csv', big.auth).buffer(true).parse(asText);
      const reread = parseCsvText(res.body as string);
      expect(reread).toMatchObject({ rowCount: count, invalidRowCount: 0 });
      expect(reread.records.map((r) => r.item_name)).toEqual(rows.map((r) => r.item_name));
      expect(reread.records[EXPORT_BATCH].breakdown).toEqual(['Line', 'single-line']);
      expect(res.body as string).toContain(',"[""Line"",""single-line""]",');
    }, 120_000);

    it('answers only the header for an empty company, and needs an admin', async () => {
      const empty = await anotherCompany(t, 'Empty Co.');
      const res = await get('/api/bee/ledger.csv', empty.auth).buffer(true).parse(asText);
      expect(res.body).toBe(aCsvHeader());
      expect((await t.http.get('/api/bee/ledger.csv')).status).toBe(401);
    });
  });
});
