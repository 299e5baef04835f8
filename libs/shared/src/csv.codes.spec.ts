// Every problem the validator reports carries a stable code and the values of its words (issue 33),
// beside the English message, which stays exactly as the specification writes it.
import { describe, expect, it } from 'vitest';
import {
  CSV_ISSUE_CODES,
  CSV_MESSAGES,
  CSV_PROBLEMS,
  type CsvProblem,
  MAX_CSV_COLUMNS,
  parseCsvText,
  validateRecords,
} from './csv.js';

const HEADER = 'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount,Manager Email';
const sut = parseCsvText;

describe('the codes of CSV problems', () => {
  it('codes an empty Amount as CSV_EMPTY with its column, keeping the English message', () => {
    const result = sut(`${HEADER}\n2024-03-05,Jane,jane@example.com,Job,M1,,\n`);
    expect(result.issues).toEqual([
      {
        row: 2,
        column: 'Amount',
        message: 'Amount is empty',
        code: 'CSV_EMPTY',
        params: { column: 'Amount' },
      },
    ]);
  });

  it('codes a missing required header with the column it names', () => {
    const result = sut('Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type\n');
    expect(result.headerIssues).toEqual([
      {
        row: 1,
        column: 'Amount',
        message: 'Missing header Amount is required',
        code: 'CSV_MISSING_HEADER',
        params: { column: 'Amount' },
      },
    ]);
  });

  it('codes each kind of row problem', () => {
    const result = sut(
      [
        HEADER,
        'soon,Jane,jane@example.com,Job,M1,12,',
        '2024-03-05,Jane,jane@example,Job,M1,abc,a@x.com b@x.com',
        '2024-03-05,Jane,jane@example.com,Job,M1,1,,extra',
      ].join('\n'),
    );
    expect(result.issues.map(({ row, code, params }) => ({ row, code, params }))).toEqual([
      { row: 2, code: 'CSV_PAY_DATE_INVALID', params: undefined },
      { row: 3, code: 'CSV_EMAIL_INVALID', params: { column: 'Rep Email' } },
      { row: 3, code: 'CSV_AMOUNT_INVALID', params: undefined },
      { row: 3, code: 'CSV_EMAIL_NOT_SINGLE', params: { column: 'Manager Email' } },
      { row: 4, code: 'CSV_FIELD_COUNT', params: { found: 8, expected: 7 } },
    ]);
  });

  it('codes a Line ID used twice with the row that used it first', () => {
    const result = sut(
      `${HEADER},Line ID\n2024-03-05,Jane,jane@example.com,Job,M1,1,,L1\n2024-03-05,Jane,jane@example.com,Job,M1,2,,L1\n`,
    );
    expect(result.issues).toEqual([
      {
        row: 3,
        column: 'Line ID',
        message: 'Line ID is already used on row 2',
        code: 'CSV_DUPLICATE_LINE_ID',
        params: { row: 2 },
      },
    ]);
  });

  it('codes a file that is too wide with the limit in its words', () => {
    const result = sut(','.repeat(MAX_CSV_COLUMNS + 1));
    expect(result.headerIssues[0]).toMatchObject({
      code: 'CSV_TOO_MANY_COLUMNS',
      params: { row: 1, max: MAX_CSV_COLUMNS, columns: 10 },
      message: CSV_MESSAGES.tooManyColumns(1),
    });
  });

  it('codes JSON bodies that are not a list of records', () => {
    expect(validateRecords('x' as never).headerIssues[0].code).toBe('CSV_NOT_A_LIST');
    expect(validateRecords([1] as never).issues[0].code).toBe('CSV_NOT_A_RECORD');
  });

  it('gives every problem a listed code and the message CSV_MESSAGES writes', () => {
    const problems = Object.entries(CSV_PROBLEMS).map(([name, made]) => {
      const message: unknown = CSV_MESSAGES[name as keyof typeof CSV_MESSAGES];
      if (typeof made !== 'function') return { made: made as CsvProblem, expected: message };
      const args =
        name === 'fieldCount' ? [3, 2] : /LineId|tooManyColumns/.test(name) ? [7] : ['Amount'];
      const call = made as (...values: unknown[]) => CsvProblem;
      const words = message as (...values: unknown[]) => string;
      return { made: call(...args), expected: words(...args) };
    });
    for (const { made, expected } of problems) {
      expect(CSV_ISSUE_CODES).toContain(made.code);
      expect(made.message).toBe(expected);
    }
    expect(new Set(problems.map((p) => p.made.code)).size).toBe(problems.length);
  });
});
