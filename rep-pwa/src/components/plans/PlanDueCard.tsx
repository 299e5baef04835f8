// "Your plan" on the Dash, while a plan version waits for the rep's signature (a chunk of its own).
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMyPlans } from '../../lib/plans/api';
import { useRepSession } from '../../session/rep-store';

export function PlanDueCard() {
  const { viewKey } = useRepSession();
  const plans = useMyPlans(viewKey);
  const due = (plans.data?.plans ?? []).filter((p) => p.status === 'due');
  if (due.length === 0) return null;
  const first = due[0];
  return (
    <section className="cb-card rep-plan-due" aria-labelledby="plan-due-title">
      <h2 id="plan-due-title">Your plan</h2>
      <p>
        {`${first.plan_name} v${first.version} is waiting for your signature`}
        {first.due_date ? ` (please sign by ${first.due_date}).` : '.'}
        {due.length > 1 ? ` ${due.length - 1} more after it.` : ''}
      </p>
      <Link className="cb-btn cb-btn--primary" to={`${paths.myPlan}?v=${first.version_id}`}>
        Read and sign
      </Link>
    </section>
  );
}
