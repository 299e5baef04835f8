// What the Dash answers at a glance: what the rep made (latest paycheck, this year) and what is
// coming (PENDING lines not yet paid).
import { fromCents, toCents } from '@commissionbee/shared/money';
import { normalizeDate, payStatusOf } from '@commissionbee/shared/pay-date';
import type { RepViewRow } from '@commissionbee/shared/rep';

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
  const year = today.getFullYear();
  const todayIso = `${year}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  let yearCents = 0;
  let pendingCents = 0;
  let pendingLines = 0;
  const dates = new Set<string>();
  for (const row of rows) {
    if (payStatusOf(row.pay_date) === 'PENDING') {
      pendingCents += toCents(row.amount);
      pendingLines += 1;
      continue;
    }
    const date = normalizeDate(row.pay_date);
    if (date && date.startsWith(`${year}-`) && date <= todayIso) {
      yearCents += toCents(row.amount);
      dates.add(date);
    }
  }
  return {
    year,
    yearToDate: fromCents(yearCents),
    yearPaychecks: dates.size,
    pending: fromCents(pendingCents),
    pendingLines,
  };
}
