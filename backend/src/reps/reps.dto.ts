// The reps directory routes' request schemas (zod) and the email pipe of the rep page.
import { type PipeTransform } from '@nestjs/common';
import { looksLikeEmail, normalizeEmail } from '@commissionbee/shared/email';
import {
  CONTROL_CHARACTERS,
  employeeIdError,
  MAPPING_MESSAGES,
  MAX_PAYROLL_NAME,
} from '@commissionbee/shared/rep-mapping';
import { z } from 'zod';
import { REPS_REQUEST_MESSAGES as M } from './reps.messages.js';
import { appError } from '../common/app-error.js';

const MAX_SEARCH_LENGTH = 200;

export const repListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, M.searchTooLong(MAX_SEARCH_LENGTH))
    .refine((v) => !CONTROL_CHARACTERS.test(v), M.searchControl)
    .default(''),
  /** Only the reps without an employee ID. */
  missing_id: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type RepListQuery = z.infer<typeof repListQuery>;

const payrollName = z
  .string()
  .trim()
  .max(MAX_PAYROLL_NAME, M.nameTooLong(MAX_PAYROLL_NAME))
  .refine((v) => !CONTROL_CHARACTERS.test(v), MAPPING_MESSAGES.controlCharacters)
  .nullable()
  .transform((v) => v || null);

export const repProfileBody = z
  .object({
    employee_id: z
      .string()
      .nullable()
      .superRefine((value, ctx) => {
        const error = value === null || value.trim() === '' ? null : employeeIdError(value);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      })
      .transform((v) => v?.trim() || null),
    first_name: payrollName,
    last_name: payrollName,
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, M.nothingToChange);
export type RepProfileBody = z.infer<typeof repProfileBody>;

/** A rep's email in the path: anything that is not an email is simply not found. */
export class RepEmailPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || value.length > 320 || !looksLikeEmail(value))
      throw appError('NOT_FOUND');
    return normalizeEmail(value);
  }
}
