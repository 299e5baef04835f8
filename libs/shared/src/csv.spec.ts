import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKDOWN_SEPARATORS,
  canUpload,
  CSV_COLUMNS,
  CSV_TITLE_OF,
  decodeCsvBytes,
  EXAMPLE_CSV,
  isBreakdownSeparator,
  MAX_CSV_COLUMNS,
  MAX_LISTED_ISSUES,
  parseAmount,
  parseCsvText,
  validateRecords,
  type CsvValidationResult,
} from './csv.js';
import { isRealPayDate } from './pay-date.js';
import type { LedgerRecordInput } from './types.js';

const HEADER =
  'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount,Manager Email,Breakdown,Manual Note';
const GOOD_LINE =
  '2024-03-05,Jane Doe,jane@example.com,Smith Residence,M1,1250.00,max@example.com,,';

/** A JSON record as the upload screen posts it; override any field. */
function aRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pay_date: '2024-03-05',
    rep_name: 'Jane Doe',
    rep_email: 'jane@example.com',
    item_name: 'Smith Residence',
    item_pay_type: 'M1',
    amount: 1250,
    manager_email: 'max@example.com',
    breakdown: null,
    manual_note: null,
    ...overrides,
  };
}

function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(records: readonly Record<string, unknown>[]): string {
  const titles = Object.keys(CSV_COLUMNS) as (keyof typeof CSV_COLUMNS)[];
  const lines = records.map((record) =>
    titles.map((title) => csvCell(record[CSV_COLUMNS[title]])).join(','),
  );
  return [titles.join(','), ...lines].join('\r\n');
}

/** The single issue message of a one-row JSON upload, or null when it is valid. */
function messageFor(overrides: Record<string, unknown>): string | null {
  const result = validateRecords([aRecord(overrides)]);
  return result.issues.map((issue) => issue.message).join(' | ') || null;
}

/** Every rule of spec §5 holds for a record the validator returned. */
function expectValidRecord(record: LedgerRecordInput): void {
  // No NUL and no unpaired surrogate: PostgreSQL refuses both.
  const storable = (value: string) =>
    !value.includes('\u0000') &&
    !/[\uD800-\uDFFF]/.test(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
  const isText = (value: unknown) =>
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 1000 &&
    value === value.trim() &&
    storable(value);
  expect(
    record.pay_date === 'PENDING' ||
      record.pay_date === 'CANCELLED' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(record.pay_date) && isRealPayDate(record.pay_date)),
  ).toBe(true);
  expect(Number.isFinite(record.amount) && Math.abs(record.amount) < 1e12).toBe(true);
  expect(Math.round(record.amount * 100) / 100).toBe(record.amount);
  for (const value of [record.rep_name, record.rep_email, record.item_name, record.item_pay_type]) {
    expect(isText(value)).toBe(true);
  }
  expect(record.rep_email.includes('@')).toBe(true);
  expect(
    record.manager_email === null ||
      (isText(record.manager_email) && record.manager_email!.includes('@')),
  ).toBe(true);
  expect(record.manual_note === null || isText(record.manual_note)).toBe(true);
  expect(
    record.breakdown === null ||
      (Array.isArray(record.breakdown) &&
        record.breakdown.length > 0 &&
        record.breakdown.every(
          (line) =>
            typeof line === 'string' &&
            line.length <= 1000 &&
            line === line.trim() &&
            storable(line),
        )),
  ).toBe(true);
}

function expectConsistent(result: CsvValidationResult): void {
  expect(result.rowCount).toBe(result.records.length + result.invalidRowCount);
  expect(result.issueCount).toBeGreaterThanOrEqual(result.invalidRowCount);
  expect(result.issues.length).toBe(Math.min(result.issueCount, MAX_LISTED_ISSUES));
  result.records.forEach(expectValidRecord);
  // The server re-validates what the upload screen posts: valid output must stay valid and unchanged.
  const again = validateRecords(result.records as unknown as Record<string, unknown>[]);
  expect(again.issues).toEqual([]);
  expect(again.records).toEqual(result.records);
}

describe('CSV_COLUMNS', () => {
  it('maps the ten CSV titles to record fields in Master CSV order (Line ID last)', () => {
    expect(Object.keys(CSV_COLUMNS)).toEqual([...HEADER.split(','), 'Line ID']);
    expect(Object.values(CSV_COLUMNS)).toEqual([
      'pay_date',
      'rep_name',
      'rep_email',
      'item_name',
      'item_pay_type',
      'amount',
      'manager_email',
      'breakdown',
      'manual_note',
      'line_id',
    ]);
  });

  it('maps fields back to titles', () => {
    expect(CSV_TITLE_OF.item_pay_type).toBe('Item Pay Type');
  });
});

describe('parseCsvText', () => {
  const sut = parseCsvText;

  describe('absurd column counts', () => {
    it('refuses a header of a million empty columns at once, with where and why', () => {
      const started = Date.now();
      const result = sut(`${HEADER}${','.repeat(1_000_000)}\n${GOOD_LINE}\n`);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(canUpload(result)).toBe(false);
      expect(result.headerIssues).toEqual([
        {
          row: 1,
          column: '',
          message: `Row 1 has more than ${MAX_CSV_COLUMNS} columns; a ledger CSV has 10. Is this the right file?`,
        },
      ]);
      expect(result.records).toEqual([]);
    });

    it('names the data row that is too wide, counting rows as a spreadsheet does', () => {
      const result = sut(`${HEADER}\n${GOOD_LINE}\n"a\nb"${','.repeat(MAX_CSV_COLUMNS)}\n`);
      expect(result.headerIssues.map((issue) => issue.row)).toEqual([3]);
    });

    it('reads a row of exactly the limit, and does not count delimiters inside quotes', () => {
      const extra = ','.repeat(MAX_CSV_COLUMNS - 9);
      const quoted = `"${','.repeat(5 * MAX_CSV_COLUMNS)}"`;
      const result = sut(`${HEADER}${extra}\n${GOOD_LINE.replace(/,$/, `,${quoted}`)}${extra}\n`);
      expect(result.headerIssues).toEqual([]);
      expect(result.records).toHaveLength(1);
    });
  });

  describe('reading the file', () => {
    it('reads a well-formed file into normalized records', () => {
      const result = sut(`${HEADER}\n${GOOD_LINE}\n`);
      expect(result).toEqual({
        records: [
          {
            pay_date: '2024-03-05',
            rep_name: 'Jane Doe',
            rep_email: 'jane@example.com',
            item_name: 'Smith Residence',
            item_pay_type: 'M1',
            amount: 1250,
            manager_email: 'max@example.com',
            breakdown: null,
            manual_note: null,
          },
        ],
        issues: [],
        issueCount: 0,
        rowCount: 1,
        invalidRowCount: 0,
        headerIssues: [],
      });
    });

    it('accepts a UTF-8 byte order mark and CRLF line ends', () => {
      const result = sut(`\uFEFF${HEADER}\r\n${GOOD_LINE}\r\n`);
      expect(result.headerIssues).toEqual([]);
      expect(result.records).toHaveLength(1);
      expect(result.records[0].manual_note).toBeNull();
    });

    it('accepts columns in any order', () => {
      const result = sut(
        'Amount,Rep Email,Pay Date,Item Pay Type,Rep Name,Item Name\n10,a@b.co,PENDING,M1,Al,Job',
      );
      expect(result.records).toEqual([
        expect.objectContaining({
          amount: 10,
          rep_email: 'a@b.co',
          pay_date: 'PENDING',
          item_pay_type: 'M1',
          rep_name: 'Al',
          item_name: 'Job',
        }),
      ]);
    });

    it('matches header titles trimmed and in any case, and accepts field names', () => {
      const result = sut(
        ' pay date ,REP NAME,rep_email,Item_Name,item pay type, amount \n2024-01-02,Al,a@b.co,Job,M1,5',
      );
      expect(result.headerIssues).toEqual([]);
      expect(result.records).toHaveLength(1);
    });

    it('drops unknown columns', () => {
      const result = sut(`Notes,${HEADER},Extra\nignore me,${GOOD_LINE},also ignored`);
      expect(result.issues).toEqual([]);
      // Line ID is optional and left out when the file has none.
      expect(Object.keys(result.records[0]).sort()).toEqual(
        Object.values(CSV_COLUMNS)
          .filter((field) => field !== 'line_id')
          .sort(),
      );
    });

    it('reads quoted values holding commas, quotes and line breaks', () => {
      const note = 'Split, "50/50"\nwith Bob';
      const result = sut(
        `${HEADER}\n2024-03-05,Jane,jane@example.com,"Smith, John",M1,"$1,000.00",,,"${note.replaceAll('"', '""')}"`,
      );
      expect(result.records[0]).toMatchObject({
        item_name: 'Smith, John',
        amount: 1000,
        manual_note: note,
      });
    });

    it('reads tab- and semicolon-separated files', () => {
      const tabbed = sut(`${HEADER.replaceAll(',', '\t')}\n${GOOD_LINE.replaceAll(',', '\t')}`);
      const semicolons = sut(`${HEADER.replaceAll(',', ';')}\n${GOOD_LINE.replaceAll(',', ';')}`);
      expect(tabbed.records).toHaveLength(1);
      expect(semicolons.records).toHaveLength(1);
    });

    it('skips blank lines but counts them in row numbers, as a spreadsheet shows them', () => {
      const result = sut(
        `\n${HEADER}\n${GOOD_LINE}\n\n  ,  , \n${GOOD_LINE.replace('1250.00', 'abc')}\n\n`,
      );
      expect(result.rowCount).toBe(2);
      expect(result.issues).toEqual([
        { row: 6, column: 'Amount', message: 'Invalid Amount. Must be a number' },
      ]);
    });

    it('numbers the first data row 2', () => {
      const result = sut(`${HEADER}\n${GOOD_LINE.replace('Jane Doe', '')}`);
      expect(result.issues).toEqual([
        { row: 2, column: 'Rep Name', message: 'Missing header Rep Name is required' },
      ]);
    });

    it('counts a quoted line break as part of one row', () => {
      const result = sut(
        `${HEADER}\n2024-03-05,Jane,jane@example.com,"Two\nlines",M1,1,,,\n${GOOD_LINE.replace('2024-03-05', 'soon')}`,
      );
      expect(result.issues.map((issue) => issue.row)).toEqual([3]);
    });

    it('reports only valid rows as records and counts the invalid ones', () => {
      const result = sut(
        `${HEADER}\n${GOOD_LINE}\n${GOOD_LINE.replace('jane@example.com', 'jane')}\n${GOOD_LINE}`,
      );
      expect(result.rowCount).toBe(3);
      expect(result.records).toHaveLength(2);
      expect(result.invalidRowCount).toBe(1);
      expect(result.issues).toEqual([
        { row: 3, column: 'Rep Email', message: 'Invalid Rep Email' },
      ]);
    });
  });

  describe('the header', () => {
    it.each(['Amount', 'Item Name', 'Item Pay Type', 'Pay Date', 'Rep Email', 'Rep Name'])(
      'refuses a CSV with a missing %s column',
      (title) => {
        const titles = HEADER.split(',').filter((t) => t !== title);
        const result = sut(`${titles.join(',')}\n${titles.map(() => 'x').join(',')}`);
        expect(result.headerIssues).toEqual([
          { row: 1, column: title, message: `Missing header ${title} is required` },
        ]);
        expect(result.records).toEqual([]);
        expect(canUpload(result)).toBe(false);
      },
    );

    it('accepts a CSV without the optional columns', () => {
      const result = sut(
        'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount\n2024-03-05,Jane,jane@example.com,Job,M1,1',
      );
      expect(result.headerIssues).toEqual([]);
      expect(result.records[0]).toMatchObject({
        manager_email: null,
        breakdown: null,
        manual_note: null,
      });
    });

    it('refuses a CSV naming the same column twice', () => {
      const result = sut(`${HEADER},amount\n${GOOD_LINE},5`);
      expect(result.headerIssues).toEqual([
        { row: 1, column: 'Amount', message: 'Duplicate header Amount' },
      ]);
      expect(canUpload(result)).toBe(false);
    });

    it('reports every required column missing for an empty file', () => {
      const result = sut('');
      expect(result.rowCount).toBe(0);
      expect(result.headerIssues.map((issue) => issue.message)).toEqual([
        'Missing header Amount is required',
        'Missing header Item Name is required',
        'Missing header Item Pay Type is required',
        'Missing header Pay Date is required',
        'Missing header Rep Email is required',
        'Missing header Rep Name is required',
      ]);
    });

    it('finds a header row that follows blank lines and numbers it as it stands', () => {
      const result = sut(`\n\n${HEADER.replace('Amount,', '')}\n`);
      expect(result.headerIssues).toEqual([
        { row: 3, column: 'Amount', message: 'Missing header Amount is required' },
      ]);
    });
  });

  describe('rows with more or fewer fields than the header', () => {
    it('refuses an unquoted $1,200.00 instead of storing $1', () => {
      const line = '2024-03-05,Jane Doe,jane@example.com,Smith Residence,M1,$1,200.00,,,';
      const result = sut(`${HEADER}\n${line}\n`);
      expect(result.records).toEqual([]);
      expect(result.invalidRowCount).toBe(1);
      expect(result.issues).toContainEqual({
        row: 2,
        column: '',
        message: 'Row has 10 fields but the header has 9 — is there an unquoted comma?',
      });
    });

    it('refuses a row with fewer fields than the header', () => {
      const result = sut(`${HEADER}\n2024-03-05,Jane Doe,jane@example.com,Job,M1,10\n`);
      expect(result.records).toEqual([]);
      expect(result.issues).toEqual([
        {
          row: 2,
          column: '',
          message: 'Row has 6 fields but the header has 9 — is a field missing?',
        },
      ]);
    });

    it('accepts rows with as many fields as the header, with or without the optional columns', () => {
      const short = 'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount';
      expect(
        sut(`${short}\n2024-03-05,Jane,jane@example.com,Job,M1,"$1,200.00"\n`).records,
      ).toEqual([expect.objectContaining({ amount: 1200 })]);
    });
  });

  describe('rep and manager emails', () => {
    it.each([
      ['a@x.example, b@y.example'],
      ['a@x.example;b@y.example'],
      ['"a@x.example\nb@y.example"'],
      ['Jane <a@x.example>'],
      ['a@x.example b@y.example'],
    ])('refuses %j: one plain address only', (email) => {
      for (const column of ['Rep Email', 'Manager Email']) {
        const cells = ['2024-03-05', 'Jane', 'jane@example.com', 'Job', 'M1', '10', '', '', ''];
        cells[column === 'Rep Email' ? 2 : 6] = email.includes(',') ? `"${email}"` : email;
        const result = sut(`${HEADER}\n${cells.join(',')}\n`);
        expect(result.records).toEqual([]);
        expect(result.issues).toEqual([
          {
            row: 2,
            column,
            message: `${column} must be one email address, without commas, spaces, line breaks or a name`,
          },
        ]);
      }
    });
  });

  describe('malformed files', () => {
    it('reports an unterminated quote instead of throwing', () => {
      const result = sut(
        `${HEADER}\n${GOOD_LINE}\n2024-03-05,"Jane,jane@example.com,Job,M1,1,,,\n${GOOD_LINE}`,
      );
      expect(result.issues).toContainEqual({
        row: 3,
        column: '',
        message: 'Row has a quoted value that is never closed',
      });
      expect(canUpload(result)).toBe(false);
    });

    it('reports a quote in the wrong place', () => {
      const result = sut(`${HEADER}\n2024-03-05,"Jane"x,jane@example.com,Job,M1,1,,,`);
      expect(result.issues).toContainEqual({
        row: 2,
        column: '',
        message: 'Row has a quote in the wrong place',
      });
    });

    it('survives a single huge line', () => {
      const result = sut('x'.repeat(5_000_000));
      expect(result.rowCount).toBe(0);
      expect(result.headerIssues).toHaveLength(6);
    });

    it('refuses 100,000 columns (issue 11: such a file is not a ledger)', () => {
      const header = `${HEADER},${Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(',')}`;
      const row = `${GOOD_LINE},${'v,'.repeat(99_999)}v`;
      const result = sut(`${header}\n${row}`);
      expect(result.records).toHaveLength(0);
      expect(result.headerIssues.map((issue) => issue.row)).toEqual([1]);
    });

    it('survives binary content', () => {
      const bytes = Array.from({ length: 4096 }, (_, i) =>
        String.fromCharCode((i * 7919) % 65536),
      ).join('');
      expectConsistent(sut(bytes));
      expectConsistent(sut(`${HEADER}\n${bytes}`));
    });

    it('never throws and returns only valid records, whatever the text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
          expectConsistent(sut(text));
          expectConsistent(sut(`${HEADER}\n${text}`));
        }),
        { numRuns: 300 },
      );
    });

    it('never throws and returns only valid records for CSV-like noise', () => {
      const piece = fc.oneof(
        fc.constantFrom(
          ',',
          '"',
          '""',
          '\n',
          '\r\n',
          '\r',
          ' ',
          '\t',
          ';',
          '[',
          ']',
          '@',
          '$',
          '(',
          ')',
          '-',
          '.',
          '/',
          '\u0000',
          '\uD800',
        ),
        fc.constantFrom(
          'PENDING',
          'cancelled',
          '2024-02-29',
          '2024-02-30',
          '3/5/2024',
          '1,234.50',
          '(50)',
          '1e5',
          'a@b.co',
          '["x","single-line"]',
          '[1]',
        ),
        fc.string({ maxLength: 6 }),
      );
      const noise = fc.array(piece, { maxLength: 80 }).map((pieces) => pieces.join(''));
      fc.assert(
        fc.property(noise, noise, (head, body) => {
          expectConsistent(sut(`${HEADER}\n${body}`));
          expectConsistent(sut(`${head},${HEADER}\n${body}`));
          expectConsistent(sut(head + body));
        }),
        { numRuns: 500 },
      );
    });
  });

  it('reads back any valid records written as CSV', () => {
    const text = fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((s) => s.trim() === s && s !== '' && !s.includes('\u0000'));
    // An email is one plain address: its parts hold no separators, spaces or brackets.
    const part = text.filter((s) => /^[^\s@,;<>()"]+$/.test(s));
    const record = fc.record({
      pay_date: fc.oneof(
        fc.constantFrom('PENDING', 'CANCELLED'),
        fc
          .date({
            min: new Date('1900-01-01T00:00:00Z'),
            max: new Date('2099-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
      rep_name: text,
      rep_email: fc
        .tuple(part, part)
        .map(([a, b]) => `${a}@${b}`)
        .filter((s) => s.length <= 1000),
      item_name: text,
      item_pay_type: text,
      amount: fc
        .integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 })
        .map((cents) => (cents === 0 ? 0 : cents / 100)),
      manager_email: fc.option(
        fc.tuple(part, part).map(([a, b]) => `${a}@${b}`),
        { nil: null },
      ),
      breakdown: fc.option(
        fc
          .array(text, { minLength: 1, maxLength: 5 })
          .filter((lines) => !lines.some(isBreakdownSeparator)),
        { nil: null },
      ),
      manual_note: fc.option(text, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 5 }), (records) => {
        const result = sut(toCsv(records));
        expect(result.issues).toEqual([]);
        expect(result.headerIssues).toEqual([]);
        expect(result.records).toEqual(records);
      }),
      { numRuns: 300 },
    );
  });
});

describe('validateRecords', () => {
  const sut = validateRecords;

  it('numbers records as CSV rows, the first being row 2', () => {
    const result = sut([aRecord(), aRecord({ amount: 'x' })]);
    expect(result.issues).toEqual([
      { row: 3, column: 'Amount', message: 'Invalid Amount. Must be a number' },
    ]);
    expect(result.rowCount).toBe(2);
    expect(result.invalidRowCount).toBe(1);
  });

  it('accepts the typed values the upload screen posts', () => {
    const result = sut([aRecord({ amount: -500, breakdown: ['Panels', 'double-line', 'Total'] })]);
    expect(result.records[0]).toMatchObject({
      amount: -500,
      breakdown: ['Panels', 'double-line', 'Total'],
    });
  });

  it('drops unknown fields', () => {
    const result = sut([aRecord({ id: 5, company_id: 99 })]);
    expect(result.records[0]).not.toHaveProperty('company_id');
    expect(result.records[0]).not.toHaveProperty('id');
  });

  it('refuses something that is not a list', () => {
    const result = sut({ data: [] } as unknown as Record<string, unknown>[]);
    expect(result.headerIssues).toEqual([
      { row: 1, column: '', message: 'Expected a list of records' },
    ]);
  });

  it('refuses a row that is not an object', () => {
    const result = sut([aRecord(), 'nope', null, [1]] as unknown as Record<string, unknown>[]);
    expect(result.invalidRowCount).toBe(3);
    expect(result.issues[0]).toEqual({ row: 3, column: '', message: 'Row must be an object' });
  });

  it('refuses text fields holding something other than text', () => {
    expect(messageFor({ rep_name: true })).toBe('Rep Name must be text');
    expect(messageFor({ manual_note: { a: 1 } })).toBe('Manual Note must be text');
  });

  it('accepts numbers in text fields as their text', () => {
    const result = sut([aRecord({ item_pay_type: 2 })]);
    expect(result.records[0].item_pay_type).toBe('2');
  });

  it('lists at most MAX_LISTED_ISSUES issues but counts them all', () => {
    const result = sut(Array.from({ length: 600 }, () => aRecord({ amount: '', rep_email: 'x' })));
    expect(result.issueCount).toBe(1200);
    expect(result.issues).toHaveLength(MAX_LISTED_ISSUES);
    expect(result.invalidRowCount).toBe(600);
  });

  it('never throws and returns only valid records, whatever the values', () => {
    const field = fc.constantFrom(
      ...Object.values(CSV_COLUMNS),
      'other',
      '__proto__',
      'constructor',
    );
    const row = fc.oneof(fc.dictionary(field, fc.anything()), fc.anything());
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), (rows) => {
        expectConsistent(sut(rows as Record<string, unknown>[]));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => sut(value as Record<string, unknown>[])).not.toThrow();
      }),
    );
  });

  it('returns only valid records, unchanged by a second validation, for any mix of field values', () => {
    const values = fc.record({
      pay_date: fc.constantFrom('pending', ' 3/5/2024', '2024-02-29T12:00:00Z', '2024/12/01', 'x'),
      amount: fc.oneof(fc.double(), fc.constantFrom('$1,234.50', '(50.00)', '1.005', '- 3', '')),
      breakdown: fc.oneof(fc.constant(null), fc.array(fc.string()), fc.string()),
      rep_email: fc.oneof(
        fc.string(),
        fc.string().map((name) => `${name}@example.com`),
      ),
      manager_email: fc.option(fc.oneof(fc.string(), fc.constant(' Max@Example.com'))),
      manual_note: fc.option(fc.string({ maxLength: 1100 })),
      rep_name: fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
        maxLength: 8,
      }),
      item_name: fc.string({ unit: 'binary', maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.array(values, { maxLength: 5 }), (overrides) => {
        expectConsistent(sut(overrides.map((o) => aRecord(o))));
      }),
    );
  });
});

describe('rules', () => {
  describe('Pay Date', () => {
    it('is required', () => {
      expect(messageFor({ pay_date: '' })).toBe('Pay Date is required');
      expect(messageFor({ pay_date: '   ' })).toBe('Pay Date is required');
      expect(messageFor({ pay_date: undefined })).toBe('Pay Date is required');
    });

    it.each(['2024-02-30', 'tomorrow', 'PAID', '3/5/24', '5.3.2024', '13/13/2024'])(
      'refuses %j',
      (payDate) => {
        expect(messageFor({ pay_date: payDate })).toBe(
          "Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'",
        );
      },
    );

    it.each([
      ['2024-03-05', '2024-03-05'],
      ['3/5/2024', '2024-03-05'],
      ['03/05/2024', '2024-03-05'],
      ['2024/03/05', '2024-03-05'],
      ['2024-03-05T00:00:00.000Z', '2024-03-05'],
      [' pending ', 'PENDING'],
      ['Cancelled', 'CANCELLED'],
    ])('stores %j as %s', (payDate, stored) => {
      expect(validateRecords([aRecord({ pay_date: payDate })]).records[0].pay_date).toBe(stored);
    });

    it('refuses a pay date that is not text', () => {
      expect(messageFor({ pay_date: 20240305 })).toBe(
        "Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'",
      );
    });
  });

  describe.each(['Rep Name', 'Item Name', 'Item Pay Type', 'Rep Email'] as const)('%s', (title) => {
    const field = CSV_COLUMNS[title];

    it('is required', () => {
      expect(messageFor({ [field]: '' })).toBe(`Missing header ${title} is required`);
      expect(messageFor({ [field]: '  ' })).toBe(`Missing header ${title} is required`);
      expect(messageFor({ [field]: null })).toBe(`Missing header ${title} is required`);
    });

    it('is capped at 1,000 characters', () => {
      const long = title === 'Rep Email' ? `${'a'.repeat(990)}@example.com` : 'a'.repeat(1001);
      expect(messageFor({ [field]: long })).toBe(`${title} is too long`);
      const fits = title === 'Rep Email' ? `${'a'.repeat(988)}@example.com` : 'a'.repeat(1000);
      expect(messageFor({ [field]: fits })).toBeNull();
    });

    it('is trimmed', () => {
      const value = title === 'Rep Email' ? ' Jane@Example.com ' : '  Value ';
      expect(validateRecords([aRecord({ [field]: value })]).records[0][field]).toBe(value.trim());
    });

    it('refuses characters the database cannot store', () => {
      expect(messageFor({ [field]: 'a\u0000b@c' })).toBe(
        `${title} contains characters that cannot be stored`,
      );
      expect(messageFor({ [field]: 'a\uD800b@c' })).toBe(
        `${title} contains characters that cannot be stored`,
      );
    });
  });

  describe('emails', () => {
    it('keeps the Rep Email as typed apart from spaces', () => {
      expect(
        validateRecords([aRecord({ rep_email: ' Jane.Doe@Example.COM ' })]).records[0].rep_email,
      ).toBe('Jane.Doe@Example.COM');
    });

    it('refuses a Rep Email without an at sign', () => {
      expect(messageFor({ rep_email: 'jane.example.com' })).toBe('Invalid Rep Email');
    });

    it('accepts a missing Manager Email', () => {
      expect(
        validateRecords([aRecord({ manager_email: '  ' })]).records[0].manager_email,
      ).toBeNull();
    });

    it('refuses a Manager Email without an at sign', () => {
      expect(messageFor({ manager_email: 'max' })).toBe('Invalid Manager Email');
    });

    it('caps the Manager Email at 1,000 characters', () => {
      expect(messageFor({ manager_email: `${'m'.repeat(1000)}@x` })).toBe(
        'Manager Email is too long',
      );
    });
  });

  describe('Amount', () => {
    it('is required', () => {
      expect(messageFor({ amount: '' })).toBe('Missing header Amount is required');
      expect(messageFor({ amount: null })).toBe('Missing header Amount is required');
    });

    it.each([
      ['1250', 1250],
      ['1250.5', 1250.5],
      ['$1,234.50', 1234.5],
      [' $ 1 234.50 ', 1234.5],
      ['€99', 99],
      ['£1,000,000.00', 1000000],
      ['¥500', 500],
      ['-50', -50],
      ['-$50.00', -50],
      ['$-50.00', -50],
      ['(50.00)', -50],
      ['($1,000)', -1000],
      ['+12', 12],
      ['.75', 0.75],
      ['12.', 12],
      ['0012.30', 12.3],
      ['1.005', 1.01],
      ['-1.005', -1.01],
      ['12.344', 12.34],
      ['-0.001', 0],
      ['999999999999.99', 999999999999.99],
    ])('reads %j as %d', (text, amount) => {
      expect(validateRecords([aRecord({ amount: text })]).records[0].amount).toBe(amount);
    });

    it.each([
      'abc',
      '12abc',
      '1.2.3',
      '1,23',
      '1.234,50',
      '12,34,567',
      '1e5',
      '0x10',
      'Infinity',
      'NaN',
      '--5',
      '(-5)',
      '$',
      '()',
      '5-',
      '1000000000000',
      '-1000000000000',
      '999999999999.995',
    ])('refuses %j', (text) => {
      expect(messageFor({ amount: text })).toBe('Invalid Amount. Must be a number');
    });

    it('accepts JSON numbers rounded to cents and refuses those too large for the column', () => {
      expect(validateRecords([aRecord({ amount: 10.126 })]).records[0].amount).toBe(10.13);
      expect(messageFor({ amount: 1e12 })).toBe('Invalid Amount. Must be a number');
      expect(messageFor({ amount: true })).toBe('Invalid Amount. Must be a number');
    });

    it('never gives negative zero', () => {
      expect(Object.is(parseAmount('-0.00'), 0)).toBe(true);
      expect(Object.is(parseAmount(-0), 0)).toBe(true);
    });
  });

  describe('Breakdown', () => {
    it('reads a bracketed list of strings', () => {
      const breakdown = '["Panels 8kW","single-line","Adder: battery","double-line","Total"]';
      expect(validateRecords([aRecord({ breakdown })]).records[0].breakdown).toEqual([
        'Panels 8kW',
        'single-line',
        'Adder: battery',
        'double-line',
        'Total',
      ]);
    });

    it('is optional', () => {
      expect(validateRecords([aRecord({ breakdown: '' })]).records[0].breakdown).toBeNull();
      expect(validateRecords([aRecord({ breakdown: '[]' })]).records[0].breakdown).toBeNull();
      expect(validateRecords([aRecord({ breakdown: undefined })]).records[0].breakdown).toBeNull();
    });

    it('trims each line', () => {
      expect(
        validateRecords([aRecord({ breakdown: '["  Panels 8kW ",""]' })]).records[0].breakdown,
      ).toEqual(['Panels 8kW', '']);
    });

    it('stores separator lines in their canonical spelling', () => {
      expect(
        validateRecords([aRecord({ breakdown: '[" Single-Line ","DOUBLE-LINE"]' })]).records[0]
          .breakdown,
      ).toEqual(['single-line', 'double-line']);
    });

    it.each([
      'Panels 8kW',
      '["a",',
      '[1, 2]',
      '["a", null]',
      '{"a": "b"}',
      "['a']",
      '"a"',
      '[["a"]]',
    ])('refuses %j', (breakdown) => {
      expect(messageFor({ breakdown })).toBe(
        'Invalid Breakdown. Must be a bracketed list of strings',
      );
    });

    it('refuses a JSON value that is not a list of strings', () => {
      expect(messageFor({ breakdown: [1] })).toBe(
        'Invalid Breakdown. Must be a bracketed list of strings',
      );
      expect(messageFor({ breakdown: 5 })).toBe(
        'Invalid Breakdown. Must be a bracketed list of strings',
      );
    });

    it('refuses a line over 1,000 characters or a list over 10,000', () => {
      expect(messageFor({ breakdown: ['a'.repeat(1001)] })).toBe('Breakdown is too long');
      expect(messageFor({ breakdown: Array.from({ length: 20 }, () => 'a'.repeat(600)) })).toBe(
        'Breakdown is too long',
      );
      expect(
        messageFor({
          breakdown: JSON.stringify(Array.from({ length: 20 }, () => 'a'.repeat(600))),
        }),
      ).toBe('Breakdown is too long');
    });
  });

  describe('Manual Note', () => {
    it('is optional and trimmed', () => {
      expect(validateRecords([aRecord({ manual_note: '  ' })]).records[0].manual_note).toBeNull();
      expect(
        validateRecords([aRecord({ manual_note: ' Paid early ' })]).records[0].manual_note,
      ).toBe('Paid early');
    });

    it('is capped at 1,000 characters', () => {
      expect(messageFor({ manual_note: 'n'.repeat(1001) })).toBe('Manual Note is too long');
    });
  });

  describe('Line ID', () => {
    it('is optional, trimmed, and left out of the record when empty', () => {
      expect(validateRecords([aRecord({ line_id: '  ' })]).records[0]).not.toHaveProperty(
        'line_id',
      );
      expect(validateRecords([aRecord({ line_id: ' CRM-1 ' })]).records[0].line_id).toBe('CRM-1');
      expect(validateRecords([aRecord({ line_id: 42 })]).records[0].line_id).toBe('42');
    });

    it('is capped at 200 characters', () => {
      expect(messageFor({ line_id: 'L'.repeat(201) })).toBe('Line ID is too long');
    });

    it('may be used once per file: a second use is an error on that row', () => {
      const result = validateRecords([
        aRecord({ line_id: 'A' }),
        aRecord({ line_id: 'B' }),
        aRecord({ line_id: 'A' }),
        aRecord(),
        aRecord(),
      ]);
      expect(result.issues).toEqual([
        { row: 4, column: 'Line ID', message: 'Line ID is already used on row 2' },
      ]);
      expect(result.invalidRowCount).toBe(1);
      expect(result.records).toHaveLength(4);
    });

    it('is read from a CSV column titled Line ID (any case), counting rows as a spreadsheet does', () => {
      const text = `${HEADER},line id\r\n${GOOD_LINE},X-1\r\n\r\n${GOOD_LINE},X-1\r\n`;
      const result = parseCsvText(text);
      expect(result.issues).toEqual([
        { row: 4, column: 'Line ID', message: 'Line ID is already used on row 2' },
      ]);
    });
  });

  it('reports every problem of a row, one per column', () => {
    const result = validateRecords([
      aRecord({ pay_date: '', amount: 'x', rep_email: 'y', breakdown: 'z' }),
    ]);
    expect(result.issues.map((issue) => issue.column)).toEqual([
      'Pay Date',
      'Rep Email',
      'Amount',
      'Breakdown',
    ]);
    expect(result.invalidRowCount).toBe(1);
  });
});

describe('isBreakdownSeparator', () => {
  const sut = isBreakdownSeparator;

  it('recognizes the separator lines in any case and with spaces around', () => {
    expect(BREAKDOWN_SEPARATORS).toEqual(['single-line', 'double-line']);
    expect(sut('single-line')).toBe(true);
    expect(sut(' Double-Line ')).toBe(true);
  });

  it('does not treat other lines as separators', () => {
    expect(sut('single line')).toBe(false);
    expect(sut('Total')).toBe(false);
    expect(sut(null)).toBe(false);
  });
});

describe('canUpload', () => {
  const sut = canUpload;

  it('allows upload only with rows and no issue', () => {
    expect(sut(parseCsvText(`${HEADER}\n${GOOD_LINE}`))).toBe(true);
    expect(sut(parseCsvText(HEADER))).toBe(false);
    expect(sut(parseCsvText(`${HEADER}\n${GOOD_LINE}\n${GOOD_LINE.replace('1250.00', '')}`))).toBe(
      false,
    );
  });
});

describe('EXAMPLE_CSV', () => {
  it('passes the validator', () => {
    const result = parseCsvText(EXAMPLE_CSV);
    expect(result.headerIssues).toEqual([]);
    expect(result.issues).toEqual([]);
    expect(canUpload(result)).toBe(true);
  });

  it('shows a PENDING and a CANCELLED row, a breakdown with separators, a manager, a note and a clawback', () => {
    const { records } = parseCsvText(EXAMPLE_CSV);
    expect(records.map((record) => record.pay_date)).toEqual(
      expect.arrayContaining(['PENDING', 'CANCELLED']),
    );
    const breakdown = records.find((record) => record.breakdown)?.breakdown ?? [];
    expect(breakdown).toEqual(expect.arrayContaining([...BREAKDOWN_SEPARATORS]));
    expect(records.some((record) => record.manager_email)).toBe(true);
    expect(records.some((record) => record.manual_note)).toBe(true);
    expect(records.some((record) => record.amount < 0)).toBe(true);
    expect(records.every((record) => record.line_id)).toBe(true);
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8, with or without a BOM', () => {
    const utf8 = new TextEncoder().encode('Rep Name\nJosé Núñez');
    expect(decodeCsvBytes(utf8)).toBe('Rep Name\nJosé Núñez');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(parseCsvText(decodeCsvBytes(withBom.buffer)).rowCount).toBe(1);
  });

  it('reads what is not UTF-8 as Windows-1252, as Excel on Windows writes it', () => {
    // 'José – €5' in Windows-1252: é = E9, en dash = 96, euro = 80.
    const cp1252 = new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x96, 0x20, 0x80, 0x35]);
    expect(decodeCsvBytes(cp1252)).toBe('José – €5');
  });
});
