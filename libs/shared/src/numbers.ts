// The product's numbers, defined once (docs/numbers.md says the same in words). The server's SQL
// (backend/src/uploads/reconcile-sql.ts, payroll-totals.repository.ts) follows these rules; the
// browser, the rep app and the tests call these functions.
import { fromCents, toCents, type AmountValue } from './money.js';
import { payStatusOf } from './pay-date.js';
import type { PayStatus } from './types.js';

/** The fields of a ledger line these rules read. */
export interface CountedLine {
  pay_date?: string | null;
  rep_email?: string | null;
  amount?: AmountValue;
}

/**
 * Whether a line counts in a rep's total and an upload's total: PAID and PENDING lines do (a
 * PENDING line is owed, just not dated yet), a CANCELLED line never does.
 */
export function countsInTotal(status: PayStatus): boolean {
  return status !== 'CANCELLED';
}

/** The cents a line adds to the totals it counts in (0 for a CANCELLED line). */
export function countedCents(line: CountedLine): number {
  return countsInTotal(payStatusOf(line.pay_date)) ? toCents(line.amount) : 0;
}

/**
 * The bucket a line's amount belongs to: its pay date (YYYY-MM-DD) for a PAID line, else
 * 'PENDING' or 'CANCELLED'. A pay date's total is the sum of its bucket; the CANCELLED bucket's
 * total is always 0 (its lines are listed, never counted).
 */
export function payBucket(payDate: string | null | undefined): string {
  const status = payStatusOf(payDate);
  return status === 'PAID' ? (payDate ?? '').trim() : status;
}

/** The same key a rep has everywhere: the email trimmed and lower-cased. */
export function repKey(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** Cents per pay bucket (a paycheck total is the PAID bucket of one pay date). */
export function payBucketTotals(lines: readonly CountedLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const key = payBucket(line.pay_date);
    totals.set(key, (totals.get(key) ?? 0) + countedCents(line));
  }
  return totals;
}

/** Cents per rep (by repKey): their PAID and PENDING lines, never CANCELLED. */
export function repTotals(lines: readonly CountedLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const key = repKey(line.rep_email);
    totals.set(key, (totals.get(key) ?? 0) + countedCents(line));
  }
  return totals;
}

/**
 * How each key's total moves from `before` to `after`, in cents; keys whose total does not move
 * are left out. What the upload preview's "Changes per pay date" and per rep must show.
 */
export function totalChanges(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): Map<string, number> {
  const changes = new Map<string, number>();
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const change = (after.get(key) ?? 0) - (before.get(key) ?? 0);
    if (change !== 0) changes.set(key, change);
  }
  return changes;
}

/**
 * An upload's own numbers: its rows are every line of its file (added, updated and skipped
 * alike), its total the sum of those lines that count (PAID and PENDING, never CANCELLED).
 * Upload history and the activity log show these two, so they always agree.
 */
export function uploadTotals(lines: readonly CountedLine[]): { rows: number; total: number } {
  let cents = 0;
  for (const line of lines) cents += countedCents(line);
  return { rows: lines.length, total: fromCents(cents) };
}
