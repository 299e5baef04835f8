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
import { amountClass } from '../../lib/money';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import { PaycheckRow } from './PaycheckRow';
import { useAsk } from '../../components/questions/use-ask';
import './paychecks.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

const GROUP_TONE: Record<PaycheckGroup['kind'], string> = {
  PENDING: ' rep-paycheck-group--pending',
  CANCELLED: ' rep-paycheck-group--cancelled',
  UNKNOWN: ' rep-paycheck-group--unknown',
  YEAR: '',
};

const GROUP_NAMES = {
  PENDING: 'paychecks.groupPending',
  CANCELLED: 'paychecks.groupCancelled',
  UNKNOWN: 'paychecks.groupUnknown',
} as const;

function GroupHeading({ group }: { group: PaycheckGroup }) {
  const { t, format } = useI18n();
  const id = `paychecks-${group.label}`;
  if (group.kind !== 'YEAR') return <h2 id={id}>{t(GROUP_NAMES[group.kind])}</h2>;
  const total = sumAmounts(group.paychecks.map((paycheck) => ({ amount: paycheck.total })));
  return (
    <div className="rep-group-head">
      <h2 id={id}>{group.label}</h2>
      <span className={amountClass(total, 'rep-group-head__total')}>
        <span className="cb-visually-hidden">{t('paychecks.totalFor', { year: group.label })}</span>
        {format.money(total)}
      </span>
    </div>
  );
}

export function PaychecksPage() {
  const view = useRepView();
  const { selectPaycheck } = useRepSession();
  const navigate = useNavigate();
  const { ask, ui } = useAsk();
  const { t } = useI18n();
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
        <h1>{t('paychecks.title')}</h1>
        <button
          type="button"
          className="rep-ask-link"
          onClick={() => ask({ label: t('paychecks.somethingMissing'), reason: 'missing_pay' })}
        >
          {t('paychecks.somethingMissing')}
        </button>
      </div>
      {ui}
      {!view ? (
        <Loader block showLabel label={t('paychecks.loading')} />
      ) : groups.length === 0 ? (
        <p className="cb-card">{t('paychecks.empty')}</p>
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
