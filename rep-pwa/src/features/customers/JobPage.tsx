// /bee/job: one customer's breakdown, pay items and total paid out (loaded on demand).
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { payStatusOf } from '@commissionbee/shared/pay-date';
import { rowsForJob } from '@commissionbee/shared/rep';
import type { RepRow } from '@commissionbee/shared/types';
import { BackLink } from '../../components/BackLink';
import { paths } from '../../config/paths';
import { usePayDateLabel } from '../../i18n/pay-date-label';
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
  const { t } = useI18n();
  return state?.from === 'paycheck'
    ? { to: paths.paycheck, label: t('customers.backToPaycheck') }
    : { to: paths.customers, label: t('customers.back') };
}

export function JobPage() {
  const view = useRepView();
  const back = useCameFrom();
  const { selection } = useRepSession();
  const customer = selection.customer;
  const { ask, ui, byLine } = useAsk();
  const { t, format } = useI18n();
  const rows = useMemo(
    () => (view && customer !== null ? rowsForJob(view.rows, customer) : []),
    [view, customer],
  );

  if (customer === null) return <Navigate to={paths.customers} replace />;
  if (!view) return <Loader block showLabel label={t('customers.loadingOne')} />;
  if (rows.length === 0) return <Navigate to={paths.customers} replace />;

  const breakdown = rows.find((row) => row.breakdown?.length)?.breakdown ?? [];

  return (
    <div className="cb-stack">
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1>{customer}</h1>
      {breakdown.length > 0 && (
        <section aria-labelledby="job-breakdown">
          <h2 id="job-breakdown">{t('customers.breakdown')}</h2>
          <Breakdown lines={breakdown} />
        </section>
      )}
      <section aria-labelledby="job-pay-items" className="cb-stack">
        <h2 id="job-pay-items">{t('customers.payItems')}</h2>
        {rows.map((row) => (
          <div key={row.id}>
            <PayItem row={row} />
            <QuestionMarker question={byLine.get(row.id)} />
            <button
              type="button"
              className="rep-ask-link"
              onClick={() =>
                ask({ record_id: row.id, label: `${row.item_name} · ${format.money(row.amount)}` })
              }
            >
              {t('customers.askAboutThis')}
            </button>
          </div>
        ))}
      </section>
      <p className="rep-total cb-card">
        <span>{t('customers.totalPaidOut')}</span>{' '}
        <span className="cb-amount">{format.money(totalPaidOut(rows))}</span>
      </p>
      {ui}
    </div>
  );
}

function PayItem({ row }: { row: RepRow }) {
  const { t, format } = useI18n();
  const payDateLabel = usePayDateLabel();
  // A dated item in full (3/5/2024); PENDING and CANCELLED in words.
  const payDate =
    payStatusOf(row.pay_date) === 'PAID'
      ? format.date(row.pay_date) || t('payDate.unknown')
      : payDateLabel(row.pay_date);
  return (
    <article
      className="rep-pay-item cb-card"
      aria-label={`${row.item_name} ${format.money(row.amount)}`}
    >
      <h3>{row.item_name}</h3>
      <dl>
        <dt>{t('customers.amount')}</dt>
        <dd className="cb-amount">{format.money(row.amount)}</dd>
        <dt>{t('customers.projectedPayDate')}</dt>
        <dd>{payDate}</dd>
        <dt>{t('customers.milestone')}</dt>
        <dd>{row.item_pay_type}</dd>
        {row.manual_note && (
          <>
            <dt>{t('customers.note')}</dt>
            <dd>{row.manual_note}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
