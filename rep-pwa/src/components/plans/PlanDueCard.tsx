// "Your plan" on the Dash, while a plan version waits for the rep's signature (a chunk of its own).
import { Link } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../config/paths';
import { useMyPlans } from '../../lib/plans/api';
import { useRepSession } from '../../session/rep-store';

export function PlanDueCard() {
  const { viewKey } = useRepSession();
  const plans = useMyPlans(viewKey);
  const { t, format } = useI18n();
  const due = (plans.data?.plans ?? []).filter((p) => p.status === 'due');
  if (due.length === 0) return null;
  const first = due[0];
  return (
    <section className="cb-card rep-plan-due" aria-labelledby="plan-due-title">
      <h2 id="plan-due-title">{t('plans.title')}</h2>
      <p>
        {first.due_date
          ? t('plans.dueBy', {
              name: first.plan_name,
              version: first.version,
              date: format.date(first.due_date),
            })
          : t('plans.due', { name: first.plan_name, version: first.version })}
        {due.length > 1 ? ` ${t('plans.moreDue', { count: due.length - 1 })}` : ''}
      </p>
      <Link className="cb-btn cb-btn--primary" to={`${paths.myPlan}?v=${first.version_id}`}>
        {t('plans.readAndSign')}
      </Link>
    </section>
  );
}
