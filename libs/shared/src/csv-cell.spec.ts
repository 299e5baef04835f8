import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell as sut, csvLine, runsAsFormula } from './csv-cell.js';
import { EXAMPLE_CSV } from './csv.js';
import { MAPPING_TEMPLATE_CSV } from './rep-mapping.js';

describe('csvCell, the one formula rule', () => {
  it('leaves plain text and empty values alone', () => {
    expect(sut('Jane Doe')).toBe('Jane Doe');
    expect(sut(null)).toBe('');
    expect(sut(undefined)).toBe('');
    expect(sut('')).toBe('');
  });

  it.each(['=1+1', '+1', '-x', '@SUM(A1)', '-1+2', '-2+3', '+-50'])(
    'neutralises a formula start: %j',
    (value) => {
      expect(sut(value)).toBe(`'${value}`);
    },
  );

  it.each(['\tcmd', '\rcmd', '=A1,B1'])('neutralises, then quotes when needed: %j', (value) => {
    expect(runsAsFormula(value)).toBe(true);
    expect(sut(value)).toBe(/[\r,]/.test(value) ? `"'${value}"` : `'${value}`);
  });

  it.each([
    'x;@SUM(1+1)',
    'x;-2+3',
    'x;+1',
    'a;=cmd|calc',
    'Adders,=1+1',
    'a,@x',
    'a;\tb',
    'a,\rb',
  ])('neutralises a formula after a comma or semicolon: %j', (value) => {
    expect(runsAsFormula(value)).toBe(true);
    expect(sut(value)).toBe(`"'${value}"`);
  });

  it('keeps numbers as numbers: negative amounts stay unquoted and unprefixed', () => {
    expect(sut('-50.00')).toBe('-50.00');
    expect(sut('1234.50')).toBe('1234.50');
    expect(sut(-50)).toBe('-50');
    expect(sut(0)).toBe('0');
    expect(sut(Number.NaN)).toBe('');
  });

  it('quotes commas, newlines and quotes; text after ", " is text', () => {
    expect(sut('Doe, Jane')).toBe('"Doe, Jane"');
    expect(sut('x, =y')).toBe('"x, =y"');
    expect(sut('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(sut('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes a CRLF line', () => {
    expect(csvLine(['a', -1.5, null, '@x'])).toBe(`a,-1.5,,'@x\r\n`);
  });

  it('finds nothing to neutralise in the files the product ships (the example, the mapping template)', () => {
    for (const file of [EXAMPLE_CSV, MAPPING_TEMPLATE_CSV]) {
      const { data } = Papa.parse<string[]>(file.trimEnd());
      expect(data.length).toBeGreaterThan(1);
      for (const row of data) {
        for (const cell of row) expect(runsAsFormula(cell)).toBe(false);
        // Written through the rule, each line comes out as it is shipped.
        expect(file).toContain(csvLine(row).trimEnd());
      }
    }
    expect(MAPPING_TEMPLATE_CSV).toBe(
      'Rep Email,Employee ID,First Name,Last Name\r\nrep@example.com,E-1001,Jane,Doe\r\n',
    );
  });
});
