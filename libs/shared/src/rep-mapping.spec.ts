import { describe, expect, it } from 'vitest';
import { parseRepMapping } from './rep-mapping.js';

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
      { row: 1, column: 'First Name', message: 'The file has no First Name column' },
      { row: 1, column: 'Last Name', message: 'The file has no Last Name column' },
    ]);
    const sut = parseRepMapping(
      `${HEADER}\na@x.example,A-1,,\nA@x.example,A-2,,\nb@x.example,A-1,,\nnope,=1+1,,\nc@x.example,C-1,"a\u0000b",\n`,
    );
    expect(sut.issues).toEqual([
      { row: 3, column: 'Rep Email', message: 'This rep is already on row 2' },
      { row: 4, column: 'Employee ID', message: 'This Employee ID is already on row 2' },
      { row: 5, column: 'Rep Email', message: 'Rep Email must be a valid email address' },
      {
        row: 5,
        column: 'Employee ID',
        message: 'Employee ID must be at most 64 letters, digits, or - _ . /',
      },
      { row: 6, column: 'First Name', message: 'Names must not contain control characters' },
    ]);
  });
});
