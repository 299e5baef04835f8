// Payroll export of a pay date and the ADP settings: the routes, their queries and body.
import { z } from 'zod';
import { ISO_DATE_PATTERN, isIsoDate } from '../pay-date.js';
import { PAYROLL_FORMATS } from '../activity.js';
import { payrollSettings, payrollSummary } from './answers.js';
import { route } from './contract.js';

export const PAYROLL_REQUEST_MESSAGES = {
  payDateRequired: 'payDate is required (YYYY-MM-DD)',
  payDateFormat: 'payDate must be a date (YYYY-MM-DD)',
  payDateReal: 'payDate must be a real date',
  format: 'format must be gusto, adp or generic',
  codeTooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  codeTooShort: (name: string, min: number) => `${name} must be at least ${min} characters`,
  codeCharacters: (name: string) => `${name} must be letters and digits only`,
} as const;
const M = PAYROLL_REQUEST_MESSAGES;

const payDate = z
  .string({ message: M.payDateRequired })
  .regex(ISO_DATE_PATTERN, M.payDateFormat)
  .refine(isIsoDate, M.payDateReal);

export const payrollSummaryQuery = z.object({ payDate: payDate.optional() });
export type PayrollSummaryQuery = z.infer<typeof payrollSummaryQuery>;

export const payrollExportQuery = z.object({
  payDate,
  format: z.enum(PAYROLL_FORMATS, { message: M.format }),
});
export type PayrollExportQuery = z.infer<typeof payrollExportQuery>;

/** ADP codes: letters and digits only (they land in CSV cells and in ADP's own fields). */
const code = (name: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .max(max, M.codeTooLong(name, max))
    .refine((v) => v === '' || v.length >= min, M.codeTooShort(name, min))
    .regex(/^[A-Za-z0-9]*$/, M.codeCharacters(name))
    .nullable()
    .transform((v) => v || null);

export const payrollSettingsBody = z
  .object({
    adp_company_code: code('ADP company code', 3, 2),
    adp_batch_id: code('ADP batch ID', 20),
    adp_earnings_code: code('ADP earnings code', 2),
  })
  .strict();
export type PayrollSettingsBody = z.infer<typeof payrollSettingsBody>;

const readers = { roles: ['admin'], scope: 'payroll:read' } as const;
const admins = { roles: ['admin'] } as const;

export const payroll = {
  summary: route({
    method: 'GET',
    path: '/bee/payroll',
    access: readers,
    tag: 'payroll',
    summary: 'What a payroll export of a pay date holds',
    description:
      '{pay_dates (newest first), pay_date (the given one, else the newest), reps: [{email, rep_name, employee_id, ' +
      'first_name, last_name, total}], total, missing: [{email, name}] (reps without an employee ID), settings}.',
    query: payrollSummaryQuery,
    status: 200,
    response: payrollSummary,
    errors: [400],
  }),
  export: route({
    method: 'GET',
    path: '/bee/payroll/export',
    access: readers,
    tag: 'payroll',
    summary: 'Download the payroll file of a pay date (Gusto, ADP Workforce Now or Generic)',
    description:
      "Each rep's total is the ledger's sum of their PAID lines that day; PENDING and CANCELLED lines are never " +
      'included. Gusto and ADP answer 409 {message, missing: [{email, name}]} while a rep has no employee ID ' +
      '(Generic allows them); ADP also needs the company code, batch ID and earnings code (409), and each ' +
      "employee ID to be the rep's ADP file number, up to 6 digits (409 with those reps in missing). Gusto's " +
      'columns: first_name, last_name, gusto_employee_id, commission. Cells are ' +
      'formula-neutralised like the Master CSV. Each export is recorded (who, when, the pay date, rows, total and ' +
      'the SHA-256 of exactly the bytes sent, also in the X-Payroll-Sha256 header): GET /bee/pay-dates shows it as ' +
      'last_export, GET /bee/pay-dates/{pay_date} as exports, and it is an activity event.',
    query: payrollExportQuery,
    status: 200,
    response: { media: 'text/csv' },
    errors: [400, 409],
  }),
  settings: route({
    method: 'GET',
    path: '/bee/payroll/settings',
    access: admins,
    tag: 'payroll',
    summary: "The company's ADP codes: {adp_company_code, adp_batch_id, adp_earnings_code}",
    status: 200,
    response: payrollSettings,
  }),
  setSettings: route({
    method: 'PUT',
    path: '/bee/payroll/settings',
    access: admins,
    tag: 'payroll',
    summary: "Set the company's ADP codes (letters and digits; null clears)",
    description: 'Body {adp_company_code, adp_batch_id, adp_earnings_code}.',
    body: payrollSettingsBody,
    status: 200,
    response: payrollSettings,
    errors: [400],
  }),
};
