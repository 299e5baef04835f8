import { formatMoney } from '@commissionbee/shared/money';
import { formatMonthDay, payStatusOf } from '@commissionbee/shared/pay-date';
import type { PaycheckSummary } from '@commissionbee/shared/rep';

const STATUS_CLASS = {
  PAID: '',
  PENDING: ' cb-pill--pending',
  CANCELLED: ' cb-pill--cancelled',
} as const;

/** One paycheck: month and day (or the status word) and its total; orange pending, pink cancelled. */
export function PaycheckPill({
  paycheck,
  onOpen,
}: {
  paycheck: PaycheckSummary;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className={`cb-pill rep-pill${STATUS_CLASS[payStatusOf(paycheck.pay_date)]}`}
      onClick={onOpen}
    >
      <span className="rep-pill__date">{formatMonthDay(paycheck.pay_date)}</span>{' '}
      <span className="rep-pill__total">{formatMoney(paycheck.total)}</span>
    </button>
  );
}
