import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { sumAmounts } from '@commissionbee/shared/money';
import {
  groupPaychecksByYear,
  paycheckSummaries,
  type PaycheckGroup,
} from '@commissionbee/shared/rep';
import { paths } from '../../config/paths';
import { amountClass, money } from '../../lib/money';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import { PaycheckRow } from './PaycheckRow';
import { useAsk } from '../../components/questions/use-ask';
import './paychecks.css';

const GROUP_TONE: Record<PaycheckGroup['kind'], string> = {
  PENDING: ' rep-paycheck-group--pending',
  CANCELLED: ' rep-paycheck-group--cancelled',
  UNKNOWN: ' rep-paycheck-group--unknown',
  YEAR: '',
};

function GroupHeading({ group }: { group: PaycheckGroup }) {
  const id = `paychecks-${group.label}`;
  if (group.kind !== 'YEAR') return <h2 id={id}>{group.label}</h2>;
  const total = sumAmounts(group.paychecks.map((paycheck) => ({ amount: paycheck.total })));
  return (
    <div className="rep-group-head">
      <h2 id={id}>{group.label}</h2>
      <span className={amountClass(total, 'rep-group-head__total')}>
        <span className="cb-visually-hidden">{`Total for ${group.label}: `}</span>
        {money(total)}
      </span>
    </div>
  );
}

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
      <div className="rep-page-head">
        <h1>Paychecks</h1>
        <button
          type="button"
          className="rep-ask-link"
          onClick={() => ask({ label: "Something's missing", reason: 'missing_pay' })}
        >
          Something&apos;s missing
        </button>
      </div>
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
            className={`rep-paycheck-group${GROUP_TONE[group.kind]}`}
            aria-labelledby={`paychecks-${group.label}`}
          >
            <GroupHeading group={group} />
            <ul className="rep-rows cb-card">
              {group.paychecks.map((paycheck) => (
                <li key={paycheck.pay_date}>
                  <PaycheckRow paycheck={paycheck} onOpen={() => open(paycheck.pay_date)} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
