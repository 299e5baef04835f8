import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { groupPaychecksByYear, paycheckSummaries } from '@commissionbee/shared/rep';
import { paths } from '../../config/paths';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import { PaycheckPill } from './PaycheckPill';
import { useAsk } from '../questions/use-ask';
import './paychecks.css';

export function PaychecksPage() {
  const view = useRepView();
  const { selectPaycheck } = useRepSession();
  const navigate = useNavigate();
  const { ask, ui } = useAsk();
  const groups = useMemo(
    () => (view ? groupPaychecksByYear(paycheckSummaries(view.rows)) : []),
    [view],
  );

  const open = (payDate: string) => {
    selectPaycheck(payDate);
    void navigate(paths.paycheck);
  };

  return (
    <div className="cb-stack">
      <h1>Paychecks</h1>
      <button
        type="button"
        className="rep-ask-link"
        onClick={() => ask({ label: "Something's missing", reason: 'missing_pay' })}
      >
        Something&apos;s missing
      </button>
      {ui}
      {!view ? (
        <Loader block showLabel label="Getting your paychecks." />
      ) : groups.length === 0 ? (
        <p className="cb-card">
          It looks like you don't have any paychecks just yet. Check back soon!
        </p>
      ) : (
        groups.map((group) => (
          <section
            key={group.label}
            className="rep-paycheck-group"
            aria-labelledby={`paychecks-${group.label}`}
          >
            <h2 id={`paychecks-${group.label}`}>{group.label}</h2>
            <ul className="rep-pill-grid">
              {group.paychecks.map((paycheck) => (
                <li key={paycheck.pay_date}>
                  <PaycheckPill paycheck={paycheck} onOpen={() => open(paycheck.pay_date)} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
