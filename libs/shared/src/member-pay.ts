// What Team Pay shows beside each person (issue 27): built on the same paycheck totals as the Dash
// (paycheckSummaries / latestPaychecks), so a member's latest paycheck here is the one their Dash
// shows; from a member's summary when the manager's answer carries one instead of their lines
// (issue 34). A module of its own so that the rep app's first load (the Dash) does not carry it.
import { fromCents } from './money.js';
import { payBucketTotals } from './numbers.js';
import {
  latestPaychecks,
  paycheckSummaries,
  rowsForRep,
  type PaycheckSummary,
  type RepViewRow,
} from './rep.js';
import { yearToDate } from './team-pay.js';
import type { TeamMemberSummary } from './types.js';

export interface MemberPay {
  /** The member's newest dated paycheck (as the Dash's 'Latest Paycheck'), or null. */
  latest: PaycheckSummary | null;
  /** Lines paid this calendar year up to today (a future pay date is not made yet). */
  yearToDate: number;
  /** The PENDING bucket: lines owed, not dated yet (numbers.ts). */
  pending: number;
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
