import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKDOWN_SEPARATORS,
  canUpload,
  CSV_COLUMNS,
  decodeCsvBytes,
  EXAMPLE_CSV,
  isBreakdownSeparator,
  MAX_LISTED_ISSUES,
  parseCsvText,
  validateRecords,
} from './csv.js';
import { GOOD_LINE, HEADER, aRecord, expectConsistent, messageFor } from './csv.fixtures.js';

describe('validateRecords', () => {
  const sut = validateRecords;

  it('numbers records as CSV rows, the first being row 2', () => {
    const result = sut([aRecord(), aRecord({ amount: 'x' })]);
    expect(result.issues).toMatchObject([
      {
        row: 3,
        column: 'Amount',
        message:
          'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)',
      },
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
    expect(result.headerIssues).toMatchObject([
      { row: 1, column: '', message: 'Expected a list of records' },
    ]);
  });

  it('refuses a row that is not an object', () => {
    const result = sut([aRecord(), 'nope', null, [1]] as unknown as Record<string, unknown>[]);
    expect(result.invalidRowCount).toBe(3);
    expect(result.issues[0]).toEqual({
      row: 3,
      column: '',
      message: 'Row must be an object',
      code: 'CSV_NOT_A_RECORD',
    });
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
    expect(result.headerIssues).toMatchObject([]);
    expect(result.issues).toMatchObject([]);
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
