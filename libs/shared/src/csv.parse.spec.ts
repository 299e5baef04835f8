import { describe, expect, it } from 'vitest';
import { canUpload, CSV_COLUMNS, CSV_TITLE_OF, MAX_CSV_COLUMNS, parseCsvText } from './csv.js';
import { GOOD_LINE, HEADER } from './csv.fixtures.js';

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
      expect(result.headerIssues).toMatchObject([
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
      expect(result.headerIssues).toMatchObject([]);
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
      expect(result.headerIssues).toMatchObject([]);
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
      expect(result.headerIssues).toMatchObject([]);
      expect(result.records).toHaveLength(1);
    });

    it('drops unknown columns', () => {
      const result = sut(`Notes,${HEADER},Extra\nignore me,${GOOD_LINE},also ignored`);
      expect(result.issues).toMatchObject([]);
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
      expect(result.issues).toMatchObject([
        {
          row: 6,
          column: 'Amount',
          message:
            'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)',
        },
      ]);
    });

    it('numbers the first data row 2', () => {
      const result = sut(`${HEADER}\n${GOOD_LINE.replace('Jane Doe', '')}`);
      expect(result.issues).toMatchObject([
        { row: 2, column: 'Rep Name', message: 'Rep Name is empty' },
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
      expect(result.issues).toMatchObject([
        {
          row: 3,
          column: 'Rep Email',
          message:
            'Invalid Rep Email. Must be one address with a dot in its domain, like name@company.com',
        },
      ]);
    });
  });
});
