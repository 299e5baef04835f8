// /bee/statements (issue 31): the rep's statements by year and month, each pay date's PDF (every
// revision issued, the current one first), and a PDF per month and per year to date.
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { BackLink } from '../../components/BackLink';
import { paths } from '../../config/paths';
import { usePayDateLabel } from '../../i18n/pay-date-label';
import { useRepSession } from '../../session/rep-store';
import { DownloadStatementButton } from '../../components/statements/DownloadStatementButton';
import { useStatementList } from '../../components/statements/download';
import '../../components/statements/statements.css';

export function StatementsPage() {
  const { viewKey } = useRepSession();
  const list = useStatementList(viewKey);
  const { t, format } = useI18n();
  const payDateLabel = usePayDateLabel();
  const monthName = (month: string) => format.monthYear(`${month}-15`);

  return (
    <div className="cb-stack">
      <BackLink to={paths.dash}>{t('statements.back')}</BackLink>
      <header>
        <h1>{t('statements.title')}</h1>
        <p className="rep-muted-note">{t('statements.intro')}</p>
      </header>
      {list.isPending ? (
        <Loader block showLabel label={t('statements.loading')} />
      ) : list.isError || !list.data ? (
        <div className="cb-card" role="alert">
          <p>{t('statements.loadError')}</p>
          <button
            type="button"
            className="rep-statement-download__button"
            onClick={() => void list.refetch()}
          >
            {t('statements.tryAgain')}
          </button>
        </div>
      ) : list.data.pay_dates.length === 0 ? (
        <p className="cb-card">{t('statements.none')}</p>
      ) : (
        list.data.years.map((year) => (
          <section key={year} className="cb-stack" aria-labelledby={`statements-${year}`}>
            <div className="rep-statements__year">
              <h2 id={`statements-${year}`}>{year}</h2>
              <DownloadStatementButton
                compact
                target={{ kind: 'ytd', year }}
                label={t('statements.yearToDate')}
              />
            </div>
            {list.data.months
              .filter((month) => month.startsWith(year))
              .map((month) => (
                <section
                  key={month}
                  className="cb-card rep-statements__month"
                  aria-label={monthName(month)}
                >
                  <div className="rep-statements__month-head">
                    <h3>{monthName(month)}</h3>
                    <DownloadStatementButton
                      compact
                      target={{ kind: 'monthly', month }}
                      label={t('statements.month')}
                    />
                  </div>
                  <ul className="rep-statements__list">
                    {list.data.pay_dates
                      .filter((p) => p.pay_date.startsWith(month))
                      .map((p) => (
                        <li key={p.pay_date} className="rep-statements__item">
                          <div>
                            <strong>{payDateLabel(p.pay_date)}</strong>{' '}
                            <span className="rep-muted-note">
                              {`${format.money(p.total)} · ${t('statements.lines', { count: p.lines })}`}
                              {p.revisions.length > 1
                                ? ` · ${t('statements.revision', { revision: p.revisions[0].revision })}`
                                : ''}
                            </span>
                          </div>
                          <DownloadStatementButton
                            compact
                            target={{ kind: 'paycheck', payDate: p.pay_date }}
                            label={t('statements.download')}
                          />
                          {p.revisions.slice(1).map((r) => (
                            <DownloadStatementButton
                              key={r.revision}
                              compact
                              target={{
                                kind: 'paycheck',
                                payDate: p.pay_date,
                                revision: r.revision,
                              }}
                              label={t('statements.superseded', { revision: r.revision })}
                            />
                          ))}
                        </li>
                      ))}
                  </ul>
                </section>
              ))}
          </section>
        ))
      )}
    </div>
  );
}
