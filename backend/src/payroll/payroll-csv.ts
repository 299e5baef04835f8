// The three payroll files (issue 17): Gusto's earnings import, ADP Workforce Now's paydata batch
// import and a generic file. Cells are neutralised like the Master CSV's; amounts are plain decimals.
// - Gusto ("Upload payroll data with a CSV", support.gusto.com): column titles as in Gusto's template,
//   first_name and last_name required, gusto_employee_id optional, commission one of the standard
//   earnings (custom earning types cannot be uploaded by CSV); columns may come in any order.
// - ADP Workforce Now paydata (EPI) import: a header row; Co Code, Batch ID and File # required in
//   the first three positions, then Earnings 3 Code and Earnings 3 Amount; File # is the employee's
//   ADP file number (up to 6 digits), Co Code a 2–3 character company code, the earnings code 1–2.
import type { PayrollFormat, PayrollSettings } from '@commissionbee/shared/activity';
import { csvCell } from '@commissionbee/shared/csv-cell';
import type { PayrollRepTotal } from './payroll-totals.repository.js';

export const PAYROLL_HEADERS: Record<PayrollFormat, string[]> = {
  gusto: ['first_name', 'last_name', 'gusto_employee_id', 'commission'],
  adp: ['Co Code', 'Batch ID', 'File #', 'Earnings 3 Code', 'Earnings 3 Amount'],
  generic: ['Employee ID', 'Rep Name', 'Rep Email', 'Pay Date', 'Total'],
};

/** The payroll names: the profile's, else the ledger name split before its last word. */
export function payrollNames(rep: PayrollRepTotal): { first: string; last: string } {
  if (rep.first_name || rep.last_name)
    return { first: rep.first_name ?? '', last: rep.last_name ?? '' };
  const words = rep.rep_name.trim().split(/\s+/);
  if (words.length < 2) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] };
}

function cells(format: PayrollFormat, rep: PayrollRepTotal, payDate: string, s: PayrollSettings) {
  const { first, last } = payrollNames(rep);
  switch (format) {
    case 'gusto':
      return [first, last, rep.employee_id, rep.total];
    case 'adp':
      return [s.adp_company_code, s.adp_batch_id, rep.employee_id, s.adp_earnings_code, rep.total];
    case 'generic':
      return [rep.employee_id, rep.rep_name, rep.email, payDate, rep.total];
  }
}

export function payrollCsv(
  format: PayrollFormat,
  payDate: string,
  reps: PayrollRepTotal[],
  settings: PayrollSettings,
): string {
  const lines = [
    PAYROLL_HEADERS[format],
    ...reps.map((rep) => cells(format, rep, payDate, settings)),
  ];
  return lines.map((line) => `${line.map(csvCell).join(',')}\r\n`).join('');
}

export function payrollFileName(format: PayrollFormat, payDate: string): string {
  return `commissionbee-payroll-${format}-${payDate}.csv`;
}
