import { csvCell as sut } from '@commissionbee/shared/csv-cell';
import { MASTER_CSV_HEADER, masterCsvLine } from './master-csv.js';

describe('Master CSV cells', () => {
  it('leaves plain text and empty values alone', () => {
    expect(sut('Jane Doe')).toBe('Jane Doe');
    expect(sut(null)).toBe('');
    expect(sut('')).toBe('');
  });

  it('quotes commas, newlines and quotes and doubles the quotes', () => {
    expect(sut('Doe, Jane')).toBe('"Doe, Jane"');
    expect(sut('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(sut('say "hi"')).toBe('"say ""hi"""');
  });

  it.each(['=1+1', '+1', '-x', '@SUM(A1)', '\tcmd', '\rcmd', '-1+2'])(
    'neutralises a formula start: %j',
    (value) => {
      expect(sut(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('keeps plain numbers, negative ones included', () => {
    expect(sut('-50.00')).toBe('-50.00');
    expect(sut('1234.50')).toBe('1234.50');
  });

  it.each([
    ['a;=cmd|calc', `"'a;=cmd|calc"`],
    ['Adders,=1+1', `"'Adders,=1+1"`],
    ['x, =y', '"x, =y"'],
  ])('neutralises and quotes a formula after a comma or semicolon: %j', (value, cell) => {
    expect(sut(value)).toBe(cell);
  });

  it('neutralises before quoting', () => {
    expect(sut('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes the title-case header and one CRLF line per row', () => {
    expect(MASTER_CSV_HEADER).toBe(
      'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount,Manager Email,Breakdown,Manual Note,Line ID\r\n',
    );
    expect(
      masterCsvLine([
        'PENDING',
        'Jane',
        'j@x.com',
        'Job',
        'M1',
        '-50.00',
        null,
        '["a","single-line"]',
        null,
      ]),
    ).toBe('PENDING,Jane,j@x.com,Job,M1,-50.00,,"[""a"",""single-line""]",\r\n');
  });
});
