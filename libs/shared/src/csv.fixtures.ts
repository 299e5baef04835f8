import { expect } from 'vitest';
import {
  CSV_COLUMNS,
  MAX_LISTED_ISSUES,
  validateRecords,
  type CsvValidationResult,
} from './csv.js';
import { isRealPayDate } from './pay-date.js';
import type { LedgerRecordInput } from './types.js';

/** Shared fixtures of the csv.*.spec.ts files (not a spec itself; kept out of dist by tsconfig.build.json). */
export const HEADER =
  'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount,Manager Email,Breakdown,Manual Note';
export const GOOD_LINE =
  '2024-03-05,Jane Doe,jane@example.com,Smith Residence,M1,1250.00,max@example.com,,';

/** A JSON record as the upload screen posts it; override any field. */
export function aRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pay_date: '2024-03-05',
    rep_name: 'Jane Doe',
    rep_email: 'jane@example.com',
    item_name: 'Smith Residence',
    item_pay_type: 'M1',
    amount: 1250,
    manager_email: 'max@example.com',
    breakdown: null,
    manual_note: null,
    ...overrides,
  };
}

export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(records: readonly Record<string, unknown>[]): string {
  const titles = Object.keys(CSV_COLUMNS) as (keyof typeof CSV_COLUMNS)[];
  const lines = records.map((record) =>
    titles.map((title) => csvCell(record[CSV_COLUMNS[title]])).join(','),
  );
  return [titles.join(','), ...lines].join('\r\n');
}

/** The single issue message of a one-row JSON upload, or null when it is valid. */
export function messageFor(overrides: Record<string, unknown>): string | null {
  const result = validateRecords([aRecord(overrides)]);
  return result.issues.map((issue) => issue.message).join(' | ') || null;
}

/** Every rule of spec §5 holds for a record the validator returned. */
export function expectValidRecord(record: LedgerRecordInput): void {
  // No NUL and no unpaired surrogate: PostgreSQL refuses both.
  const storable = (value: string) =>
    !value.includes('\u0000') &&
    !/[\uD800-\uDFFF]/.test(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
  const isText = (value: unknown) =>
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 1000 &&
    value === value.trim() &&
    storable(value);
  expect(
    record.pay_date === 'PENDING' ||
      record.pay_date === 'CANCELLED' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(record.pay_date) && isRealPayDate(record.pay_date)),
  ).toBe(true);
  expect(Number.isFinite(record.amount) && Math.abs(record.amount) < 1e12).toBe(true);
  expect(Math.round(record.amount * 100) / 100).toBe(record.amount);
  for (const value of [record.rep_name, record.rep_email, record.item_name, record.item_pay_type]) {
    expect(isText(value)).toBe(true);
  }
  expect(record.rep_email.includes('@')).toBe(true);
  expect(
    record.manager_email === null ||
      (isText(record.manager_email) && record.manager_email!.includes('@')),
  ).toBe(true);
  expect(record.manual_note === null || isText(record.manual_note)).toBe(true);
  expect(
    record.breakdown === null ||
      (Array.isArray(record.breakdown) &&
        record.breakdown.length > 0 &&
        record.breakdown.every(
          (line) =>
            typeof line === 'string' &&
            line.length <= 1000 &&
            line === line.trim() &&
            storable(line),
        )),
  ).toBe(true);
}

export function expectConsistent(result: CsvValidationResult): void {
  expect(result.rowCount).toBe(result.records.length + result.invalidRowCount);
  expect(result.issueCount).toBeGreaterThanOrEqual(result.invalidRowCount);
  expect(result.issues.length).toBe(Math.min(result.issueCount, MAX_LISTED_ISSUES));
  result.records.forEach(expectValidRecord);
  // The server re-validates what the upload screen posts: valid output must stay valid and unchanged.
  const again = validateRecords(result.records as unknown as Record<string, unknown>[]);
  expect(again.issues).toEqual([]);
  expect(again.records).toEqual(result.records);
}
