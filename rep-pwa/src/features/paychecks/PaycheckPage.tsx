import { useEffect, useMemo } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { formatMoney, sumAmounts } from '@commissionbee/shared/money';
import { formatMonthDay } from '@commissionbee/shared/pay-date';
import { jobNameOf, rowsForPaycheck } from '@commissionbee/shared/rep';
import { paths } from '../../config/paths';
import { lineChange } from '../../session/changes';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import { ChangeBadge } from './ChangeBadge';
import { QuestionMarker } from '../questions/QuestionMarker';
import { ReviewBar } from '../questions/ReviewBar';
import { useAsk } from '../questions/use-ask';
import './paychecks.css';

/** /bee/paycheck: the selected paycheck's line items; each opens its customer. */
export function PaycheckPage() {
  const view = useRepView();
  const { selection, selectCustomer, selectPaycheck } = useRepSession();
  const navigate = useNavigate();
  const { ask, ui, byLine, viewKey, demo } = useAsk();
  // /bee/paycheck?date=YYYY-MM-DD (a "New pay posted" notification) opens that paycheck.
  const [params, setParams] = useSearchParams();
  const linked = params.get('date');
  useEffect(() => {
    if (linked === null) return;
    selectPaycheck(linked);
    setParams({}, { replace: true });
  }, [linked, selectPaycheck, setParams]);
  const payDate = linked ?? selection.paycheck;
  const rows = useMemo(
    () => (view && payDate !== null ? rowsForPaycheck(view.rows, payDate) : []),
    [view, payDate],
  );

  if (payDate === null) return <Navigate to={paths.paychecks} replace />;
  if (!view) return <Loader block showLabel label="Getting your paycheck." />;
  // The paycheck is not (or no longer) among the viewed rep's: back to the list.
  if (rows.length === 0) return <Navigate to={paths.paychecks} replace />;

  const openCustomer = (jobName: string) => {
    selectCustomer(jobName);
    void navigate(paths.job);
  };

  return (
    <div className="cb-stack">
      <Link to={paths.paychecks} className="rep-back-link">
        Back to paychecks
      </Link>
      <h1>{formatMonthDay(payDate)}</h1>
      <ul className="rep-line-items cb-card">
        {rows.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className="rep-line-item"
              onClick={() => openCustomer(jobNameOf(row))}
            >
              <span>{row.item_name}</span>{' '}
              <span className="cb-amount">{formatMoney(row.amount)}</span>
            </button>
            <ChangeBadge row={row} change={lineChange(row, view.previousVisit)} />
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
          </li>
        ))}
      </ul>
      <p className="rep-total cb-card">
        <span>Total</span> <span className="cb-amount">{formatMoney(sumAmounts(rows))}</span>
      </p>
      {/^\d{4}-/.test(payDate) && !view.teamMember && (
        <ReviewBar
          viewKey={viewKey}
          payDate={payDate}
          demo={demo}
          onAsk={() =>
            ask({
              pay_date: payDate,
              label: `Paycheck of ${formatMonthDay(payDate)}`,
              reason: 'other',
            })
          }
        />
      )}
      <button
        type="button"
        className="rep-ask-link"
        onClick={() =>
          ask({
            pay_date: /^\d{4}-/.test(payDate) ? payDate : undefined,
            label: `Paycheck of ${formatMonthDay(payDate)}`,
            reason: 'other',
          })
        }
      >
        Ask about this paycheck
      </button>
      {ui}
    </div>
  );
}
