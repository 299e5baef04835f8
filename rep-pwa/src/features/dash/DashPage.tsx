import { useMemo } from 'react';
import { Loader } from '@commissionbee/ui/Loader';
import { latestPaychecks, paycheckSummaries } from '@commissionbee/shared/rep';
import { useRepView } from '../../session/rep-view';
import { LatestPaycheckCard } from './LatestPaycheckCard';
import { PayChart } from './PayChart';
import './dash.css';

export function DashPage() {
  const view = useRepView();
  const latest = useMemo(() => (view ? latestPaychecks(paycheckSummaries(view.rows)) : []), [view]);

  if (!view) return <Loader block showLabel label="Getting your pay." />;
  return (
    <div className="cb-stack">
      <h1>Dash</h1>
      {latest.length === 0 ? (
        <p className="cb-card">Paycheck information coming soon.</p>
      ) : (
        <>
          <PayChart paychecks={latest} />
          <LatestPaycheckCard paycheck={latest[latest.length - 1]} />
        </>
      )}
    </div>
  );
}
