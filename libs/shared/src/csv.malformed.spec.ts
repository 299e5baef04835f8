import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canUpload, isBreakdownSeparator, parseCsvText } from './csv.js';
import { GOOD_LINE, HEADER, expectConsistent, toCsv } from './csv.fixtures.js';

describe('parseCsvText', () => {
  const sut = parseCsvText;

  describe('malformed files', () => {
    it('reports an unterminated quote instead of throwing', () => {
      const result = sut(
        `${HEADER}\n${GOOD_LINE}\n2024-03-05,"Jane,jane@example.com,Job,M1,1,,,\n${GOOD_LINE}`,
      );
      expect(result.issues).toContainEqual({
        row: 3,
        column: '',
        message: 'Row has a quoted value that is never closed',
        code: 'CSV_UNTERMINATED_QUOTE',
      });
      expect(canUpload(result)).toBe(false);
    });

    it('reports a quote in the wrong place', () => {
      const result = sut(`${HEADER}\n2024-03-05,"Jane"x,jane@example.com,Job,M1,1,,,`);
      expect(result.issues).toContainEqual({
        row: 2,
        column: '',
        message: 'Row has a quote in the wrong place',
        code: 'CSV_MALFORMED_QUOTE',
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
    // An email is one plain address: its parts hold no separators, spaces or brackets, and its
    // domain has a dot between two labels.
    const part = text.filter((s) => /^[^\s@,;<>()"]+$/.test(s));
    const label = text.filter((s) => /^[^\s@,;<>()".]+$/.test(s));
    const domain = fc.tuple(label, label).map(([a, b]) => `${a}.${b}`);
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
        .tuple(part, domain)
        .map(([a, b]) => `${a}@${b}`)
        .filter((s) => s.length <= 1000),
      item_name: text,
      item_pay_type: text,
      amount: fc
        .integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 })
        .map((cents) => (cents === 0 ? 0 : cents / 100)),
      manager_email: fc.option(
        fc.tuple(part, domain).map(([a, b]) => `${a}@${b}`),
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
        expect(result.issues).toMatchObject([]);
        expect(result.headerIssues).toMatchObject([]);
        expect(result.records).toEqual(records);
      }),
      { numRuns: 300 },
    );
  });
});
