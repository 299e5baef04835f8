import { lazy, Suspense, useMemo } from 'react';
import { Loader } from '@commissionbee/ui/Loader';
import { latestPaychecks, paycheckSummaries } from '@commissionbee/shared/rep';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { lastUpdated, newLineCount } from '../../session/changes';
import { useRepView } from '../../session/rep-view';
import { LatestPaycheckCard } from './LatestPaycheckCard';
import { PayStats } from './PayStats';
import { paySummary } from './pay-summary';
import './dash.css';

// The graph is below the figures on a phone: its chunk loads while they are read.
const PayChart = lazy(() => import('./PayChart').then((m) => ({ default: m.PayChart })));

// Its own chunk: the plan card and its call stay out of the first load.
const PlanDueCard = lazy(() =>
  import('../../components/plans/PlanDueCard').then((m) => ({ default: m.PlanDueCard })),
);

/** /bee/dash: what the rep made and what is coming, then the last paychecks as a graph. */
export function DashPage() {
  const view = useRepView();
  const { t, format } = useI18n();
  const latest = useMemo(() => (view ? latestPaychecks(paycheckSummaries(view.rows)) : []), [view]);
  const summary = useMemo(() => (view ? paySummary(view.rows) : null), [view]);

  if (!view || !summary) return <Loader block showLabel label={t('dash.loading')} />;
  const updated = lastUpdated(view.rows);
  const fresh = newLineCount(view.rows, view.previousVisit);
  return (
    <div className="cb-stack">
      <div className="rep-page-head">
        <h1>{t('dash.title')}</h1>
        {updated && (
          <p className="rep-muted-note">{t('dash.updated', { date: format.date(updated) })}</p>
        )}
      </div>
      {fresh > 0 && (
        <p className="rep-updates">
          <span className="rep-badge rep-badge--new">{t('dash.newLines', { count: fresh })}</span>
        </p>
      )}
      <Suspense fallback={null}>
        <PlanDueCard />
      </Suspense>
      {latest.length === 0 ? (
        <p className="cb-card">{t('dash.comingSoon')}</p>
      ) : (
        <>
          <div className="rep-stats">
            <LatestPaycheckCard paycheck={latest[latest.length - 1]} />
            <PayStats summary={summary} />
          </div>
          <Suspense fallback={<div className="rep-chart rep-chart--loading cb-card" />}>
            <PayChart paychecks={latest} />
          </Suspense>
        </>
      )}
    </div>
  );
}
