import { describe, expect, it } from 'vitest';
import { canUpload, parseCsvText } from './csv.js';
import { GOOD_LINE, HEADER } from './csv.fixtures.js';

describe('parseCsvText', () => {
  const sut = parseCsvText;

  describe('the header', () => {
    it.each(['Amount', 'Item Name', 'Item Pay Type', 'Pay Date', 'Rep Email', 'Rep Name'])(
      'refuses a CSV with a missing %s column',
      (title) => {
        const titles = HEADER.split(',').filter((t) => t !== title);
        const result = sut(`${titles.join(',')}\n${titles.map(() => 'x').join(',')}`);
        expect(result.headerIssues).toMatchObject([
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
      expect(result.headerIssues).toMatchObject([]);
      expect(result.records[0]).toMatchObject({
        manager_email: null,
        breakdown: null,
        manual_note: null,
      });
    });

    it('refuses a CSV naming the same column twice', () => {
      const result = sut(`${HEADER},amount\n${GOOD_LINE},5`);
      expect(result.headerIssues).toMatchObject([
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
      expect(result.headerIssues).toMatchObject([
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
        code: 'CSV_FIELD_COUNT',
        params: { found: 10, expected: 9 },
      });
    });

    it('refuses a row with fewer fields than the header', () => {
      const result = sut(`${HEADER}\n2024-03-05,Jane Doe,jane@example.com,Job,M1,10\n`);
      expect(result.records).toEqual([]);
      expect(result.issues).toMatchObject([
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
        expect(result.issues).toMatchObject([
          {
            row: 2,
            column,
            message: `${column} must be one email address, without commas, spaces, line breaks or a name`,
          },
        ]);
      }
    });
  });

  describe('headers that do not match', () => {
    const OTHER =
      'Date,Name,E-mail,Customer,Type,Amt\n2024-03-05,Jane,jane@x.example,Smith,M1,10\n';

    it('lists the headers the file has beside the ones expected', () => {
      const result = sut(OTHER);
      expect(result.headers).toEqual({
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
    });

    it('says nothing of headers when every required column is there', () => {
      expect(sut(`${HEADER}\n${GOOD_LINE}`).headers).toBeUndefined();
    });

    it('reads the file through a mapping of its own names, whatever their case', () => {
      const result = sut(OTHER, undefined, {
        date: 'Pay Date',
        Name: 'Rep Name',
        'e-mail': 'Rep Email',
        Customer: 'Item Name',
        TYPE: 'Item Pay Type',
        Amt: 'Amount',
      });
      expect(result.headerIssues).toMatchObject([]);
      expect(result.headers).toBeUndefined();
      expect(result.records).toMatchObject([
        { pay_date: '2024-03-05', rep_name: 'Jane', rep_email: 'jane@x.example', amount: 10 },
      ]);
    });

    it('ignores a mapping to a column that does not exist', () => {
      const result = sut(OTHER, undefined, { Amt: 'Money' as never });
      expect(result.headerIssues.map((issue) => issue.column)).toContain('Amount');
    });
  });
});
