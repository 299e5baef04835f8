import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { amountClass } from '../../lib/money';
import type { PaySummary } from './pay-summary';

/** Year to date and what is still pending, beside the latest paycheck. */
export function PayStats({ summary }: { summary: PaySummary }) {
  const { t, format } = useI18n();
  return (
    <>
      <div className="rep-stat cb-card">
        <span className="rep-stat__label">{t('dash.yearToDate')}</span>{' '}
        <span className={amountClass(summary.yearToDate, 'rep-stat__value')}>
          {format.money(summary.yearToDate)}
        </span>{' '}
        <span className="rep-stat__note">
          {t('dash.yearPaychecks', { year: String(summary.year), count: summary.yearPaychecks })}
        </span>
      </div>
      <Link to={paths.paychecks} className="rep-stat rep-stat--pending cb-card">
        <span className="rep-stat__label">{t('dash.pending')}</span>{' '}
        <span className={amountClass(summary.pending, 'rep-stat__value')}>
          {format.money(summary.pending)}
        </span>{' '}
        <span className="rep-stat__note">
          {summary.pendingLines
            ? t('dash.pendingComing', { count: summary.pendingLines })
            : t('dash.nothingPending')}
        </span>
      </Link>
    </>
  );
}
