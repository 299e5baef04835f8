// What the shared validator tells an admin or a script about a bad file (issue 27), through the
// real upload endpoints: an empty cell is the row's problem, never a header one; a wrong amount
// names the accepted forms; an email needs a dot in its domain; a file with other headers gets
// the headers it has beside the ones expected. Nothing is stored.
import {
  aCsv,
  aLedgerRow,
  anotherCompany,
  countRows,
  multipart,
  UPLOAD_TITLES,
} from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const AMOUNT_FORMS =
  'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)';

describe('upload validation messages', () => {
  let t: TestApp;
  let auth: string;
  let companyId: number;
  beforeAll(async () => {
    t = await startTestApp();
    ({ auth, companyId } = await anotherCompany(t, 'Validation Co.'));
  }, 60_000);
  afterAll(() => t.close());

  const postCsv = (csv: string) => {
    const { body, type } = multipart(csv);
    return t.http
      .post('/api/bee/ledger/csv')
      .set('Authorization', auth)
      .set('Content-Type', type)
      .send(body);
  };

  it('reports an empty Amount cell on row 12 as the row’s problem, with no header problem', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => aLedgerRow(i === 10 ? { amount: '' } : {}));
    const res = await postCsv(aCsv(rows, UPLOAD_TITLES));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Invalid CSV Data.',
      code: 'LEDGER_CSV_INVALID',
      issues: [{ row: 12, column: 'Amount', message: 'Amount is empty' }],
      issueCount: 1,
    });
    expect(res.body.headers).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('Missing header');
    expect(await countRows(t, companyId)).toBe(0);
  });

  it('names the accepted amount forms for 1.204,91 and accepts each of them', async () => {
    const bad = await postCsv(aCsv([aLedgerRow({ amount: '1.204,91' })], UPLOAD_TITLES));
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { row: 2, column: 'Amount', message: AMOUNT_FORMS, code: 'CSV_AMOUNT_INVALID' },
    ]);

    const good = await postCsv(
      aCsv(
        ['1204.91', '1,204.91', '$1,204.91', '(50.00)'].map((amount) => aLedgerRow({ amount })),
        UPLOAD_TITLES,
      ),
    );
    expect(good.status).toBe(200);
    const ledger = await t.http.get('/api/bee/ledger').set('Authorization', auth);
    expect(ledger.body.map((r: { amount: number }) => r.amount).sort()).toEqual([
      -50, 1204.91, 1204.91, 1204.91,
    ]);
  });

  it('refuses an email without a dot in its domain, on the JSON upload too', async () => {
    const res = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', auth)
      .send({ data: [aLedgerRow({ rep_email: 'liam.carter@sunpeak' })] });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      {
        row: 2,
        column: 'Rep Email',
        message:
          'Invalid Rep Email. Must be one address with a dot in its domain, like name@company.com',
        code: 'CSV_EMAIL_INVALID',
        params: { column: 'Rep Email' },
      },
    ]);
  });

  it('lists the headers a file has beside the ones expected when they do not match', async () => {
    const res = await postCsv(
      'Date,Name,E-mail,Customer,Type,Amt\r\n2026-10-09,Liam,l@x.example,Smith,M1,10\r\n',
    );
    expect(res.status).toBe(400);
    expect(res.body.headers).toEqual({
      found: ['Date', 'Name', 'E-mail', 'Customer', 'Type', 'Amt'],
      expected: [
        'Pay Date',
        'Rep Name',
        'Rep Email',
        'Item Name',
        'Item Pay Type',
        'Amount',
        'Manager Email',
        'Breakdown',
        'Manual Note',
        'Line ID',
      ],
    });
    // The specification's words for each missing column stay.
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(
      'Missing header Amount is required',
    );
  });

  describe('error codes', () => {
    it('answers a refused body VALIDATION_FAILED with the schema’s words', async () => {
      const res = await t.http.patch('/api/me').set('Authorization', auth).send({ name: '' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.message).toBeTruthy();
    });

    it('names the ledger query parameter at fault', async () => {
      const res = await t.http.get('/api/bee/ledger?page=0').set('Authorization', auth);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('LEDGER_PAGE_INVALID');
    });

    it('answers an upload without a file LEDGER_NOT_A_CSV', async () => {
      const res = await t.http.post('/api/bee/ledger/csv').set('Authorization', auth).send({});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'LEDGER_NOT_A_CSV',
        message: 'Please select a valid CSV file.',
      });
    });

    it('answers unknown paths, in the API or not, NOT_FOUND in the same JSON shape', async () => {
      for (const path of ['/api/no-such-route', '/no-such-file.png']) {
        const res = await t.http.get(path);
        expect(res.status).toBe(404);
        expect(res.type).toBe('application/json');
        expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      }
    });

    it('answers a missing credential UNAUTHORIZED', async () => {
      const res = await t.http.get('/api/me');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });
  });
});
