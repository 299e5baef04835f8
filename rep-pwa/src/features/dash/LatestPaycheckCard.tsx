import { Link } from 'react-router';
import { formatMonthDay } from '@commissionbee/shared/pay-date';
import type { PaycheckSummary } from '@commissionbee/shared/rep';
import { paths } from '../../config/paths';
import { amountClass, money } from '../../lib/money';

/** The 'Latest Paycheck' stat card; it opens the Paychecks list. */
export function LatestPaycheckCard({ paycheck }: { paycheck: PaycheckSummary }) {
  return (
    <Link to={paths.paychecks} className="rep-stat rep-stat--lead cb-card">
      <span className="rep-stat__label">Latest Paycheck</span>{' '}
      <span className={amountClass(paycheck.total, 'rep-stat__value')}>
        {money(paycheck.total)}
      </span>{' '}
      <span className="rep-stat__note">{formatMonthDay(paycheck.pay_date)}</span>
    </Link>
  );
}
