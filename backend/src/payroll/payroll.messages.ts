// What the payroll routes answer when they refuse a request. The export's refusals (missing
// employee IDs, ADP file numbers and codes) live in libs/shared (activity.ts): the browser says them too.

/** The request schemas' answers (payroll.dto.ts). */
export const PAYROLL_REQUEST_MESSAGES = {
  payDateRequired: 'payDate is required (YYYY-MM-DD)',
  payDateFormat: 'payDate must be a date (YYYY-MM-DD)',
  payDateReal: 'payDate must be a real date',
  format: 'format must be gusto, adp or generic',
  codeTooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  codeTooShort: (name: string, min: number) => `${name} must be at least ${min} characters`,
  codeCharacters: (name: string) => `${name} must be letters and digits only`,
} as const;
