import { lazy, Suspense, useMemo } from 'react';
import { Loader } from '@commissionbee/ui/Loader';
import { latestPaychecks, paycheckSummaries } from '@commissionbee/shared/rep';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { lastUpdated, newLineCount } from '../../session/changes';
import { useRepView } from '../../session/rep-view';
import { LatestPaycheckCard } from './LatestPaycheckCard';
import { PayChart } from './PayChart';
import { PayStats } from './PayStats';
import { paySummary } from './pay-summary';
import './dash.css';

// Its own chunk: the plan card and its call stay out of the first load.
const PlanDueCard = lazy(() =>
  import('../../components/plans/PlanDueCard').then((m) => ({ default: m.PlanDueCard })),
);

/** /bee/dash: what the rep made and what is coming, then the last paychecks as a graph. */
export function DashPage() {
  const view = useRepView();
  const latest = useMemo(() => (view ? latestPaychecks(paycheckSummaries(view.rows)) : []), [view]);
  const summary = useMemo(() => (view ? paySummary(view.rows) : null), [view]);

  if (!view || !summary) return <Loader block showLabel label="Getting your pay." />;
  const updated = lastUpdated(view.rows);
  const fresh = newLineCount(view.rows, view.previousVisit);
  return (
    <div className="cb-stack">
      <div className="rep-page-head">
        <h1>Dash</h1>
        {updated && <p className="rep-muted-note">{`Updated ${formatUsDate(updated)}`}</p>}
      </div>
      {fresh > 0 && (
        <p className="rep-updates">
          <span className="rep-badge rep-badge--new">
            {`${fresh} new ${fresh === 1 ? 'line' : 'lines'} since your last visit`}
          </span>
        </p>
      )}
      <Suspense fallback={null}>
        <PlanDueCard />
      </Suspense>
      {latest.length === 0 ? (
        <p className="cb-card">Paycheck information coming soon.</p>
      ) : (
        <>
          <div className="rep-stats">
            <LatestPaycheckCard paycheck={latest[latest.length - 1]} />
            <PayStats summary={summary} />
          </div>
          <PayChart paychecks={latest} />
        </>
      )}
    </div>
  );
}
