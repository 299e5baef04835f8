import { Link } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import type { PaycheckSummary } from '@commissionbee/shared/rep';
import { paths } from '../../config/paths';
import { amountClass } from '../../lib/money';
import { usePayDateLabel } from '../../i18n/pay-date-label';

/** The 'Latest Paycheck' stat card; it opens the Paychecks list. */
export function LatestPaycheckCard({ paycheck }: { paycheck: PaycheckSummary }) {
  const { t, format } = useI18n();
  const payDateLabel = usePayDateLabel();
  return (
    <Link to={paths.paychecks} className="rep-stat rep-stat--lead cb-card">
      <span className="rep-stat__label">{t('dash.latestPaycheck')}</span>{' '}
      <span className={amountClass(paycheck.total, 'rep-stat__value')}>
        {format.money(paycheck.total)}
      </span>{' '}
      <span className="rep-stat__note">{payDateLabel(paycheck.pay_date)}</span>
    </Link>
  );
}
