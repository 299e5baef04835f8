// /bee/job: one customer's breakdown, pay items and total paid out (loaded on demand).
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { formatMoney } from '@commissionbee/shared/money';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { rowsForJob } from '@commissionbee/shared/rep';
import type { RepRow } from '@commissionbee/shared/types';
import { BackLink } from '../../components/BackLink';
import { paths } from '../../config/paths';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import { Breakdown } from './Breakdown';
import { totalPaidOut } from './total-paid-out';
import { QuestionMarker } from '../../components/questions/QuestionMarker';
import { useAsk } from '../../components/questions/use-ask';
import './customers.css';

/**
 * Where the back link goes: the paycheck a stub line was opened from (it navigates here with
 * state { from: 'paycheck' }), else the customers list.
 */
function useCameFrom(): { to: string; label: string } {
  const { state } = useLocation() as { state: { from?: string } | null };
  return state?.from === 'paycheck'
    ? { to: paths.paycheck, label: 'Back to paycheck' }
    : { to: paths.customers, label: 'Back to customers' };
}

export function JobPage() {
  const view = useRepView();
  const back = useCameFrom();
  const { selection } = useRepSession();
  const customer = selection.customer;
  const { ask, ui, byLine } = useAsk();
  const rows = useMemo(
    () => (view && customer !== null ? rowsForJob(view.rows, customer) : []),
    [view, customer],
  );

  if (customer === null) return <Navigate to={paths.customers} replace />;
  if (!view) return <Loader block showLabel label="Getting your customer." />;
  if (rows.length === 0) return <Navigate to={paths.customers} replace />;

  const breakdown = rows.find((row) => row.breakdown?.length)?.breakdown ?? [];

  return (
    <div className="cb-stack">
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1>{customer}</h1>
      {breakdown.length > 0 && (
        <section aria-labelledby="job-breakdown">
          <h2 id="job-breakdown">Breakdown</h2>
          <Breakdown lines={breakdown} />
        </section>
      )}
      <section aria-labelledby="job-pay-items" className="cb-stack">
        <h2 id="job-pay-items">Pay Items</h2>
        {rows.map((row) => (
          <div key={row.id}>
            <PayItem row={row} />
            <QuestionMarker question={byLine.get(row.id)} />
            <button
              type="button"
              className="rep-ask-link"
              onClick={() =>
                ask({ record_id: row.id, label: `${row.item_name} · ${formatMoney(row.amount)}` })
              }
            >
              Ask about this
            </button>
          </div>
        ))}
      </section>
      <p className="rep-total cb-card">
        <span>Total Paid Out</span>{' '}
        <span className="cb-amount">{formatMoney(totalPaidOut(rows))}</span>
      </p>
      {ui}
    </div>
  );
}

function PayItem({ row }: { row: RepRow }) {
  return (
    <article
      className="rep-pay-item cb-card"
      aria-label={`${row.item_name} ${formatMoney(row.amount)}`}
    >
      <h3>{row.item_name}</h3>
      <dl>
        <dt>Amount</dt>
        <dd className="cb-amount">{formatMoney(row.amount)}</dd>
        <dt>Projected pay date</dt>
        <dd>{formatUsDate(row.pay_date) || 'Unknown'}</dd>
        <dt>Milestone</dt>
        <dd>{row.item_pay_type}</dd>
        {row.manual_note && (
          <>
            <dt>Note</dt>
            <dd>{row.manual_note}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
