import { isRealPayDate, payStatusOf } from '@commissionbee/shared/pay-date';
import type { PaycheckSummary } from '@commissionbee/shared/rep';
import { ChevronIcon } from '../../components/icons';
import { amountClass } from '../../lib/money';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { usePayDateLabel } from '../../i18n/pay-date-label';

/** 'pending' / 'cancelled' / 'unknown' for the special groups' colours; '' for a dated paycheck. */
export function paycheckTone(payDate: string): '' | 'pending' | 'cancelled' | 'unknown' {
  const status = payStatusOf(payDate);
  if (status === 'PENDING') return 'pending';
  if (status === 'CANCELLED') return 'cancelled';
  return isRealPayDate(payDate) ? '' : 'unknown';
}

/**
 * One paycheck as a pay-stub row: month and day (or the status word, in its orange or pink tag)
 * on the left, the total on the right, one line each.
 */
export function PaycheckRow({
  paycheck,
  onOpen,
}: {
  paycheck: PaycheckSummary;
  onOpen: () => void;
}) {
  const tone = paycheckTone(paycheck.pay_date);
  const { format } = useI18n();
  const label = usePayDateLabel()(paycheck.pay_date);
  return (
    <button
      type="button"
      className={`rep-paycheck-row${tone ? ` rep-paycheck-row--${tone}` : ''}`}
      onClick={onOpen}
    >
      <span className={tone ? `rep-status-tag rep-status-tag--${tone}` : 'rep-paycheck-row__date'}>
        {label}
      </span>{' '}
      <span className={amountClass(paycheck.total, 'rep-paycheck-row__amount')}>
        {format.money(paycheck.total)}
      </span>
      <ChevronIcon className="rep-paycheck-row__chevron" />
    </button>
  );
}
