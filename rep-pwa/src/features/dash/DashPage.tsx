import { useMemo } from 'react';
import { Loader } from '@commissionbee/ui/Loader';
import { latestPaychecks, paycheckSummaries } from '@commissionbee/shared/rep';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { lastUpdated, newLineCount } from '../../session/changes';
import { useRepView } from '../../session/rep-view';
import { LatestPaycheckCard } from './LatestPaycheckCard';
import { PayChart } from './PayChart';
import './dash.css';

export function DashPage() {
  const view = useRepView();
  const latest = useMemo(() => (view ? latestPaychecks(paycheckSummaries(view.rows)) : []), [view]);

  if (!view) return <Loader block showLabel label="Getting your pay." />;
  const updated = lastUpdated(view.rows);
  const fresh = newLineCount(view.rows, view.previousVisit);
  return (
    <div className="cb-stack">
      <h1>Dash</h1>
      {(updated || fresh > 0) && (
        <p className="rep-updates">
          {updated && <span>{`Updated ${formatUsDate(updated)}`}</span>}
          {fresh > 0 && (
            <span className="rep-badge rep-badge--new">
              {`${fresh} new ${fresh === 1 ? 'line' : 'lines'} since your last visit`}
            </span>
          )}
        </p>
      )}
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
