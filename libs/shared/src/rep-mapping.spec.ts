import { describe, expect, it } from 'vitest';
import { MAPPING_MESSAGES, MAX_MAPPING_ROWS, parseRepMapping } from './rep-mapping.js';

const HEADER = 'Rep Email,Employee ID,First Name,Last Name';

describe('parseRepMapping', () => {
  it('reads rows with headers in any case, emails lower-cased', () => {
    const sut = parseRepMapping(
      `rep email,EMPLOYEE ID,first name,last name\r\nAna@X.example,A-1,Ana,Lopez\r\n`,
    );
    expect(sut.issues).toEqual([]);
    expect(sut.rows).toEqual([
      { row: 2, email: 'ana@x.example', employee_id: 'A-1', first_name: 'Ana', last_name: 'Lopez' },
    ]);
  });

  it('reports missing columns, bad emails and IDs, duplicates and control characters by row', () => {
    expect(parseRepMapping('Rep Email,Employee ID\na@x.example,1\n').issues).toEqual([
      {
        row: 1,
        column: 'First Name',
        code: 'missingColumn',
        params: { value: 'First Name' },
        message: 'The file has no First Name column',
      },
      {
        row: 1,
        column: 'Last Name',
        code: 'missingColumn',
        params: { value: 'Last Name' },
        message: 'The file has no Last Name column',
      },
    ]);
    const sut = parseRepMapping(
      `${HEADER}\na@x.example,A-1,,\nA@x.example,A-2,,\nb@x.example,A-1,,\nnope,=1+1,,\nc@x.example,C-1,"a\u0000b",\n`,
    );
    expect(sut.issues).toEqual([
      {
        row: 3,
        column: 'Rep Email',
        code: 'duplicateEmail',
        params: { value: '2' },
        message: 'This rep is already on row 2',
      },
      {
        row: 4,
        column: 'Employee ID',
        code: 'duplicateEmployeeId',
        params: { value: '2' },
        message: 'This Employee ID is already on row 2',
      },
      {
        row: 5,
        column: 'Rep Email',
        code: 'badEmail',
        message: 'Rep Email must be a valid email address',
      },
      {
        row: 5,
        column: 'Employee ID',
        code: 'badEmployeeId',
        message: 'Employee ID must be at most 64 letters, digits, or - _ . /',
      },
      {
        row: 6,
        column: 'First Name',
        code: 'controlCharacters',
        message: 'Names must not contain control characters',
      },
    ]);
  });

  it('reads an optional Language column: codes, tags and names; blank clears; anything else is a row error', () => {
    const sut = parseRepMapping(
      `${HEADER},Language\n` +
        [
          'a@x.example,A-1,,,es-US',
          'b@x.example,B-1,,,es',
          'c@x.example,C-1,,,Spanish',
          'd@x.example,D-1,,,ESPAÑOL',
          'e@x.example,E-1,,,English',
          'f@x.example,F-1,,,',
          'g@x.example,G-1,,,Klingon',
          'h@x.example,H-1,,,en-GB',
        ].join('\n'),
    );
    expect(sut.rows.map((r) => r.language)).toEqual([
      'es-US',
      'es-US',
      'es-US',
      'es-US',
      'en',
      null,
      null,
      'en',
    ]);
    expect(sut.issues).toEqual([
      {
        row: 8,
        column: 'Language',
        code: 'badLanguage',
        params: { value: 'en (English), es-US (Español)' },
        message: 'Language must be one of en (English), es-US (Español), or blank',
      },
    ]);
    // Without the column, no row says anything about its language (nothing changes).
    const without = parseRepMapping(`${HEADER}\na@x.example,A-1,,\n`);
    expect('language' in without.rows[0]).toBe(false);
  });

  it('refuses a line of too many columns, or too many lines, before parsing', () => {
    const wide = 'a,'.repeat(2_000_000);
    const started = performance.now();
    expect(parseRepMapping(wide).issues).toEqual([
      {
        row: 1,
        column: '',
        code: 'tooManyColumns',
        params: { value: '1' },
        message: MAPPING_MESSAGES.tooManyColumns(1),
      },
    ]);
    expect(performance.now() - started).toBeLessThan(200);
    expect(parseRepMapping(`${HEADER}\nx@y.example,1,A,B${';'.repeat(70)}\n`).issues[0]).toEqual({
      row: 2,
      column: '',
      code: 'tooManyColumns',
      params: { value: '2' },
      message: MAPPING_MESSAGES.tooManyColumns(2),
    });
    const long = `${HEADER}\n${'x@y.example,1,A,B\n'.repeat(MAX_MAPPING_ROWS + 1)}`;
    expect(parseRepMapping(long).issues).toEqual([
      { row: 1, column: '', code: 'tooManyRows', message: MAPPING_MESSAGES.tooManyRows },
    ]);
    // A name with a few commas or semicolons is still a name.
    expect(parseRepMapping(`${HEADER}\nx@y.example,1,"A; B, C",D\n`).issues).toEqual([]);
  });
});
