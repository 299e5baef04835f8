// The payroll routes' request schemas (zod).
import { PAYROLL_FORMATS } from '@commissionbee/shared/activity';
import { z } from 'zod';
import { PAYROLL_REQUEST_MESSAGES as M } from './payroll.messages.js';

const payDate = z
  .string({ message: M.payDateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.payDateFormat)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), M.payDateReal);

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
