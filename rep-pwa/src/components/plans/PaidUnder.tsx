// "Paid under {plan} v{n}" on a paycheck: the plan version in force for this rep on its pay date
// (GET /bee/rep/plans answers it per pay date), linking to the plan.
import { Link } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../config/paths';
import { useMyPlans } from '../../lib/plans/api';
import { useRepSession } from '../../session/rep-store';

export function PaidUnder({ payDate }: { payDate: string }) {
  const { viewKey } = useRepSession();
  const plans = useMyPlans(viewKey);
  const { t } = useI18n();
  const under = plans.data?.paid_under.find((p) => p.pay_date === payDate);
  if (!under) return null;
  return (
    <p className="rep-muted-note">
      {t('plans.paidUnder')}{' '}
      <Link to={`${paths.myPlan}?v=${under.version_id}`}>
        {t('plans.versionName', { name: under.plan_name, version: under.version })}
      </Link>
    </p>
  );
}
