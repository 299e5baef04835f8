// What the Dash answers at a glance: what the rep made (latest paycheck, this year) and what is
// coming (PENDING lines not yet paid).
// Year to date is the shared rule (libs/shared team-pay.ts), the one Team Pay uses too.
import { fromCents, toCents } from '@commissionbee/shared/money';
import { payStatusOf } from '@commissionbee/shared/pay-date';
import type { RepViewRow } from '@commissionbee/shared/rep';
import { yearToDate, yearToDateDay } from '@commissionbee/shared/team-pay';

export interface PaySummary {
  /** The calendar year "year to date" counts. */
  year: number;
  /** Sum of the lines paid this year up to today (a future pay date is not made yet). */
  yearToDate: number;
  /** How many paychecks (pay dates) that is. */
  yearPaychecks: number;
  /** Sum and count of the PENDING lines. */
  pending: number;
  pendingLines: number;
}

export function paySummary(rows: readonly RepViewRow[], today: Date = new Date()): PaySummary {
  let pendingCents = 0;
  let pendingLines = 0;
  const dates = new Set<string>();
  for (const row of rows) {
    if (payStatusOf(row.pay_date) === 'PENDING') {
      pendingCents += toCents(row.amount);
      pendingLines += 1;
      continue;
    }
    const day = yearToDateDay(row.pay_date, today);
    if (day) dates.add(day);
  }
  return {
    year: today.getFullYear(),
    yearToDate: yearToDate(rows, today),
    yearPaychecks: dates.size,
    pending: fromCents(pendingCents),
    pendingLines,
  };
}
