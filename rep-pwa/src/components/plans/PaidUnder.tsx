// "Paid under {plan} v{n}" on a paycheck: the plan version in force for this rep on its pay date
// (GET /bee/rep/plans answers it per pay date), linking to the plan.
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMyPlans } from '../../lib/plans/api';
import { useRepSession } from '../../session/rep-store';

export function PaidUnder({ payDate }: { payDate: string }) {
  const { viewKey } = useRepSession();
  const plans = useMyPlans(viewKey);
  const under = plans.data?.paid_under.find((p) => p.pay_date === payDate);
  if (!under) return null;
  return (
    <p className="rep-muted-note">
      {'Paid under '}
      <Link
        to={`${paths.myPlan}?v=${under.version_id}`}
      >{`${under.plan_name} v${under.version}`}</Link>
    </p>
  );
}
