// Every CSV the product writes goes through the one formula rule (libs/shared/src/csv-cell.ts):
// the Master CSV, the activity log, the three payroll files and the mapping template. Hostile
// text in any cell comes out neutralised; amounts, negative ones included, stay numbers.
import Papa from 'papaparse';
import type { ActivityEvent } from '@commissionbee/shared/activity';
import { MAPPING_TEMPLATE_CSV } from '@commissionbee/shared/rep-mapping';
import { ACTIVITY_CSV_HEADER, activityCsvLine } from './activity/activity-csv.js';
import { MASTER_CSV_HEADER, masterCsvLine } from './ledger/master-csv.js';
import { payrollCsv } from './payroll/payroll-csv.js';

/** Formulas in every spelling the rule knows: at the start, and after a comma or semicolon. */
const HOSTILE = [
  '=1+1',
  '+1',
  '-2+3',
  '@SUM(1+1)',
  '\tcmd',
  '\rcmd',
  'x;@SUM(1+1)',
  'x;-2+3',
  'x,=1',
];

/** The cells of a CSV text, as a spreadsheet splits them. */
const cellsOf = (text: string) => Papa.parse<string[]>(text.trimEnd()).data.flat();

/** A cell a spreadsheet would read: neutralised ones start with the single quote. */
function expectSafe(text: string) {
  for (const cell of cellsOf(text)) {
    const live = /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);
    const embedded = /[,;][=+\-@\t\r]/.test(cell) && !cell.startsWith("'");
    expect({ cell, live, embedded }).toEqual({ cell, live: false, embedded: false });
  }
}

describe('every CSV export neutralises formulas the same way', () => {
  it.each(HOSTILE)('Master CSV: %j in every text column', (bad) => {
    const line = masterCsvLine(['2024-03-05', bad, bad, bad, bad, '-50.00', bad, bad, bad, bad]);
    expectSafe(MASTER_CSV_HEADER + line);
    expect(cellsOf(line)[1]).toBe(`'${bad}`);
    expect(line).toContain(',-50.00,');
  });

  it.each(HOSTILE)('activity log CSV: %j in names, targets, sentences and browsers', (bad) => {
    const event: ActivityEvent = {
      id: 1,
      created_at: '2026-11-27T10:00:00.000Z',
      actor_kind: 'rep',
      actor_email: bad,
      actor_name: bad,
      action: 'paycheck.reviewed',
      target: bad,
      details: {},
      ip: bad,
      user_agent: bad,
      sentence: bad,
    };
    const line = activityCsvLine(event);
    expectSafe(ACTIVITY_CSV_HEADER + line);
    expect(cellsOf(line)).toContain(`'${bad}`);
  });

  it.each(HOSTILE)('payroll files (Gusto, ADP, Generic): %j in names and codes', (bad) => {
    const rep = {
      email: bad,
      rep_name: bad,
      employee_id: bad,
      first_name: bad,
      last_name: bad,
      total: '-50.00',
    };
    const settings = { adp_company_code: bad, adp_batch_id: bad, adp_earnings_code: bad };
    for (const format of ['gusto', 'adp', 'generic'] as const) {
      const text = payrollCsv(format, '2024-03-05', [rep], settings);
      expectSafe(text);
      // The total is an amount: a negative one stays a number.
      expect(cellsOf(text)).toContain('-50.00');
      expect(cellsOf(text)).toContain(`'${bad}`);
    }
  });

  it('mapping template: nothing to neutralise, written by the same rule', () => {
    expectSafe(MAPPING_TEMPLATE_CSV);
    expect(cellsOf(MAPPING_TEMPLATE_CSV)).toEqual([
      'Rep Email',
      'Employee ID',
      'First Name',
      'Last Name',
      'rep@example.com',
      'E-1001',
      'Jane',
      'Doe',
    ]);
  });
});
