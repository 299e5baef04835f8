import { describe, expect, it } from 'vitest';
import { parseAmount, parseCsvText, validateRecords } from './csv.js';
import { GOOD_LINE, HEADER, aRecord, messageFor } from './csv.fixtures.js';

describe('rules', () => {
  describe('Amount', () => {
    it('is required, and an empty cell says so (never a header error)', () => {
      expect(messageFor({ amount: '' })).toBe('Amount is empty');
      expect(messageFor({ amount: null })).toBe('Amount is empty');
    });

    it('names the accepted forms when an amount is written another way', () => {
      expect(messageFor({ amount: '1.204,91' })).toBe(
        'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)',
      );
    });

    it.each([
      ['1204.91', 1204.91],
      ['1,204.91', 1204.91],
      ['$1,204.91', 1204.91],
      ['(50.00)', -50],
    ])('accepts each form the message names: %s', (text, amount) => {
      expect(parseAmount(text)).toBe(amount);
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
      expect(messageFor({ amount: text })).toBe(
        'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)',
      );
    });

    it('accepts JSON numbers rounded to cents and refuses those too large for the column', () => {
      expect(validateRecords([aRecord({ amount: 10.126 })]).records[0].amount).toBe(10.13);
      expect(messageFor({ amount: 1e12 })).toBe(
        'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)',
      );
      expect(messageFor({ amount: true })).toBe(
        'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)',
      );
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
      expect(result.issues).toMatchObject([
        { row: 4, column: 'Line ID', message: 'Line ID is already used on row 2' },
      ]);
      expect(result.invalidRowCount).toBe(1);
      expect(result.records).toHaveLength(4);
    });

    it('is read from a CSV column titled Line ID (any case), counting rows as a spreadsheet does', () => {
      const text = `${HEADER},line id\r\n${GOOD_LINE},X-1\r\n\r\n${GOOD_LINE},X-1\r\n`;
      const result = parseCsvText(text);
      expect(result.issues).toMatchObject([
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
