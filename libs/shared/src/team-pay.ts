// What the portal shows beside each person on Team Pay and each customer on Customers (issue 27):
// built on the same paycheck totals as the Dash (paycheckSummaries / latestPaychecks), so a
// member's latest paycheck here is the one their Dash shows.
import { fromCents, sumAmounts, toCents } from './money.js';
import { payBucketTotals } from './numbers.js';
import { isRealPayDate, normalizeDate, payStatusOf } from './pay-date.js';
import {
  jobNameOf,
  latestPaychecks,
  paycheckSummaries,
  rowsForRep,
  type PaycheckSummary,
  type RepViewRow,
  uniqueJobNames,
} from './rep.js';
import type { PayStatus, TeamMemberSummary } from './types.js';

export interface MemberPay {
  /** The member's newest dated paycheck (as the Dash's 'Latest Paycheck'), or null. */
  latest: PaycheckSummary | null;
  /** Lines paid this calendar year up to today (a future pay date is not made yet). */
  yearToDate: number;
  /** The PENDING bucket: lines owed, not dated yet (numbers.ts). */
  pending: number;
}

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

export function memberPay(
  rows: readonly RepViewRow[],
  email: string,
  today: Date = new Date(),
): MemberPay {
  const own = rowsForRep(rows, email);
  const latest = latestPaychecks(paycheckSummaries(own), 1)[0] ?? null;
  const pending = fromCents(payBucketTotals(own).get('PENDING') ?? 0);
  return { latest, yearToDate: yearToDate(own, today), pending };
}

/**
 * The same figures from a member's summary, which a manager's first answer carries instead of the
 * member's lines (issue 34): each paycheck total stands for its date's lines, so year to date is
 * the same sum of the same cents, counted up to the phone's own today.
 */
export function summaryPay(summary: TeamMemberSummary, today: Date = new Date()): MemberPay {
  const paychecks = summary.paychecks.map((p) => ({ pay_date: p.pay_date, amount: p.total }));
  return {
    latest: summary.latest,
    yearToDate: yearToDate(paychecks, today),
    pending: summary.pending,
  };
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
