import { sumAmounts } from '@commissionbee/shared/money';
import { isRealPayDate } from '@commissionbee/shared/pay-date';
import type { RepRow } from '@commissionbee/shared/types';

/**
 * A job's 'Total Paid Out': the items with a real pay date. PENDING and CANCELLED items (and a
 * date nobody can read) have not been paid, so they are not counted.
 */
export function totalPaidOut(rows: readonly RepRow[]): number {
  return sumAmounts(rows.filter((row) => isRealPayDate(row.pay_date)));
}
