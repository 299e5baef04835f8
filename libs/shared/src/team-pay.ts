// What the portal shows beside each customer on Customers (issue 27) and the year to date the
// Dash and Team Pay count (member-pay.ts has a Team Pay member's figures).
import { fromCents, sumAmounts, toCents } from './money.js';
import { isRealPayDate, normalizeDate, payStatusOf } from './pay-date.js';
import { jobNameOf, type RepViewRow, uniqueJobNames } from './rep.js';
import type { PayStatus } from './types.js';

function isoDay(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/**
 * The pay date (YYYY-MM-DD) when a line with it counts in year to date: a real date of this
 * calendar year on or before today (a future pay date is not made yet); null otherwise.
 */
export function yearToDateDay(
  payDate: string | null | undefined,
  today: Date = new Date(),
): string | null {
  const date = normalizeDate(payDate);
  return date && date.startsWith(`${today.getFullYear()}-`) && date <= isoDay(today) ? date : null;
}

/** Year to date: the dated lines of this year on or before today. */
export function yearToDate(rows: readonly RepViewRow[], today: Date = new Date()): number {
  let cents = 0;
  for (const row of rows) if (yearToDateDay(row.pay_date, today)) cents += toCents(row.amount);
  return fromCents(cents);
}

export interface CustomerPay {
  name: string;
  /** Paid so far: lines with a real pay date (PENDING and CANCELLED are not paid). */
  paid: number;
  /** PENDING lines not yet paid. */
  pending: number;
  /**
   * One word for the customer: PAID when every line is dated, PENDING when any line waits,
   * CANCELLED when every line is cancelled.
   */
  status: PayStatus;
}

/** Each customer (job) of the rows with what was paid, what waits, and a status; in the Customers list's order. */
export function customerPay(rows: readonly RepViewRow[]): CustomerPay[] {
  const byName = new Map<string, RepViewRow[]>();
  for (const row of rows) {
    const name = jobNameOf(row);
    if (!name) continue;
    const list = byName.get(name) ?? [];
    list.push(row);
    byName.set(name, list);
  }
  return uniqueJobNames(rows)
    .map((name) => [name, byName.get(name) ?? []] as const)
    .map(([name, lines]) => {
      const statuses = lines.map((line) => payStatusOf(line.pay_date));
      // As the job page's 'Total Paid Out': only lines with a real pay date were paid.
      const paidLines = lines.filter((line) => isRealPayDate(line.pay_date));
      const pendingLines = lines.filter((_, i) => statuses[i] === 'PENDING');
      const status: PayStatus = pendingLines.length
        ? 'PENDING'
        : statuses.every((s) => s === 'CANCELLED')
          ? 'CANCELLED'
          : 'PAID';
      return { name, paid: sumAmounts(paidLines), pending: sumAmounts(pendingLines), status };
    });
}
