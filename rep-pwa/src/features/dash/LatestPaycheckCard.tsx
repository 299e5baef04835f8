import { Link } from 'react-router';
import { formatMoney } from '@commissionbee/shared/money';
import { formatMonthDay } from '@commissionbee/shared/pay-date';
import type { PaycheckSummary } from '@commissionbee/shared/rep';
import { paths } from '../../config/paths';

/** The 'Latest Paycheck' stat card; it opens the Paychecks list. */
export function LatestPaycheckCard({ paycheck }: { paycheck: PaycheckSummary }) {
  return (
    <Link to={paths.paychecks} className="rep-stat cb-card">
      <span className="rep-stat__label">Latest Paycheck</span>{' '}
      <span className="rep-stat__value">{formatMoney(paycheck.total)}</span>{' '}
      <span className="rep-stat__date">{formatMonthDay(paycheck.pay_date)}</span>
    </Link>
  );
}
