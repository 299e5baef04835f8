import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { sumAmounts } from '@commissionbee/shared/money';
import { jobNameOf, rowsForPaycheck } from '@commissionbee/shared/rep';
import { BackLink } from '../../components/BackLink';
import { paths } from '../../config/paths';
import { amountClass } from '../../lib/money';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import { paycheckTone } from './PaycheckRow';
import { StubLine } from './StubLine';
import { ReviewBar } from '../../components/questions/ReviewBar';
import { DownloadStatementButton } from '../../components/statements/DownloadStatementButton';
import { useAsk } from '../../components/questions/use-ask';
import './paychecks.css';
import { PaidUnder } from '../../components/plans/PaidUnder';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { usePayDateLabel } from '../../i18n/pay-date-label';

/** Where the job screen's back link goes when a stub line opened it (see JobPage). */
export const FROM_PAYCHECK = { from: 'paycheck' } as const;

/** The line under the heading: when it was paid, or why it was not. */
function usePaidLine(): (payDate: string, count: number) => string {
  const { t, format } = useI18n();
  return (payDate, count) => {
    const tone = paycheckTone(payDate);
    if (tone === 'pending') return t('paycheck.notPaidYet', { count });
    if (tone === 'cancelled') return t('paycheck.cancelled', { count });
    if (tone === 'unknown') return t('paycheck.noPayDate', { count });
    return t('paycheck.paidOn', { date: format.longDate(payDate), count });
  };
}

/** /bee/paycheck: the selected paycheck read as a pay stub; each line opens its customer. */
export function PaycheckPage() {
  const view = useRepView();
  const { selection, selectCustomer, selectPaycheck } = useRepSession();
  const navigate = useNavigate();
  const { ask, ui, byLine, viewKey, demo, preview } = useAsk();
  const { t, format } = useI18n();
  const paidLine = usePaidLine();
  const payDateLabel = usePayDateLabel();
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
  if (!view) return <Loader block showLabel label={t('paycheck.loading')} />;
  // The paycheck is not (or no longer) among the viewed rep's: back to the list.
  if (rows.length === 0) return <Navigate to={paths.paychecks} replace />;

  const openCustomer = (jobName: string) => {
    selectCustomer(jobName);
    void navigate(paths.job, { state: FROM_PAYCHECK });
  };
  const dated = /^\d{4}-/.test(payDate);
  // The paychecks that carry an adjustment of this (closed) one.
  const adjustedOn = [
    ...new Set(view.rows.filter((r) => r.adjusts?.pay_date === payDate).map((r) => r.pay_date)),
  ];
  const total = sumAmounts(rows);
  const tone = paycheckTone(payDate);

  return (
    <div className="cb-stack">
      <BackLink to={paths.paychecks}>{t('paycheck.back')}</BackLink>
      <header className="rep-stub-head">
        <h1 className={tone ? `rep-stub-head__title--${tone}` : undefined}>
          {payDateLabel(payDate)}
        </h1>
        <p className="rep-muted-note">{paidLine(payDate, rows.length)}</p>
        {/* Pay runs (issue 29), with review on: when the admin published it, and corrections. */}
        {view.data.published?.[payDate] !== undefined && (
          <p className="rep-muted-note">
            {t('paycheck.published', {
              date: format.date(new Date(view.data.published[payDate] * 1000)),
            })}
          </p>
        )}
        {adjustedOn.length > 0 && (
          <p className="rep-muted-note">
            {t('paycheck.adjustedOn', { dates: adjustedOn.map((d) => format.date(d)).join(', ') })}
          </p>
        )}
        {dated && <PaidUnder payDate={payDate} />}
      </header>
      <section className="rep-stub cb-card" aria-label={t('paycheck.stub')}>
        <p className="rep-stub__columns" aria-hidden="true">
          <span>{t('paycheck.item')}</span>
          <span>{t('paycheck.amount')}</span>
        </p>
        <ul className="rep-rows">
          {rows.map((row) => (
            <li key={row.id}>
              <StubLine
                row={row}
                previousVisit={view.previousVisit}
                question={byLine.get(row.id)}
                onOpen={() => openCustomer(jobNameOf(row))}
                onAsk={() =>
                  ask({
                    record_id: row.id,
                    label: `${row.item_name} · ${format.money(row.amount)}`,
                  })
                }
              />
            </li>
          ))}
        </ul>
        <p className="rep-total rep-stub__total">
          <span>{t('paycheck.total')}</span>{' '}
          <span className={amountClass(total)}>{format.money(total)}</span>
        </p>
      </section>
      {dated && !view.teamMember && (
        <DownloadStatementButton target={{ kind: 'paycheck', payDate }} />
      )}
      {dated && !view.teamMember && (
        <ReviewBar
          viewKey={viewKey}
          payDate={payDate}
          demo={demo}
          preview={preview}
          onAsk={() =>
            ask({
              pay_date: payDate,
              label: t('paycheck.askLabel', { date: payDateLabel(payDate) }),
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
            pay_date: dated ? payDate : undefined,
            label: t('paycheck.askLabel', { date: payDateLabel(payDate) }),
            reason: 'other',
          })
        }
      >
        {t('paycheck.ask')}
      </button>
      {ui}
    </div>
  );
}
