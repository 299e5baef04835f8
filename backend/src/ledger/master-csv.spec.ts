import { csvCell as sut } from '@commissionbee/shared/csv-cell';
import { MASTER_CSV_HEADER, masterCsvFromCopy, masterCsvLine } from './master-csv.js';

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

describe('the Master CSV from PostgreSQL’s COPY (masterCsvFromCopy)', () => {
  // Two lines PostgreSQL wrote, one sent as JSON (a formula and a line break), one more written.
  const copied =
    '0,,2026-10-15,Ana,a@x.example,"Doe, Jane",Install,125.50,,,,\n' +
    '1,"[""2026-10-15"",""=1+1"",""a@x.example"",""line\\nbreak"",""Install"",""-5.00"",null,null,null,null]",,,,,,,,,,\n' +
    '0,,PENDING,Bo,b@x.example,"say ""hi""",Bonus,-75.25,m@x.example,"[""a"",""b""]",note,L-1\n';
  const expected =
    '2026-10-15,Ana,a@x.example,"Doe, Jane",Install,125.50,,,,\r\n' +
    `2026-10-15,'=1+1,a@x.example,"line\nbreak",Install,-5.00,,,,\r\n` +
    'PENDING,Bo,b@x.example,"say ""hi""",Bonus,-75.25,m@x.example,"[""a"",""b""]",note,L-1\r\n';

  async function convert(chunks: Buffer[]): Promise<string> {
    async function* source() {
      yield* chunks;
    }
    const out: Buffer[] = [];
    for await (const piece of masterCsvFromCopy(source())) out.push(piece);
    return Buffer.concat(out).toString('utf8');
  }

  it('passes written lines on with CRLF and writes JSON lines through the rule', async () => {
    expect(await convert([Buffer.from(copied)])).toBe(expected);
  });

  it('writes the same wherever the chunks split the lines (multi-byte characters too)', async () => {
    const bytes = Buffer.from(copied.replace('Ana', 'Añá 🐝'));
    const whole = await convert([Buffer.from(bytes)]);
    expect(whole).toContain('Añá 🐝');
    for (let at = 1; at < bytes.length; at++)
      expect(
        await convert([Buffer.from(bytes.subarray(0, at)), Buffer.from(bytes.subarray(at))]),
      ).toBe(whole);
  });

  it('fails on a line of an unknown form or a COPY that ends inside a row', async () => {
    await expect(convert([Buffer.from('2,,x\n')])).rejects.toThrow(/unknown form/);
    await expect(convert([Buffer.from('0,,x')])).rejects.toThrow(/inside a row/);
  });
});
