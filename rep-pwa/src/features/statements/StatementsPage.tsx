// /bee/statements (issue 31): the rep's statements by year and month, each pay date's PDF (every
// revision issued, the current one first), and a PDF per month and per year to date.
import { Loader } from '@commissionbee/ui/Loader';
import { formatMonthDay } from '@commissionbee/shared/pay-date';
import { BackLink } from '../../components/BackLink';
import { paths } from '../../config/paths';
import { money } from '../../lib/money';
import { useRepSession } from '../../session/rep-store';
import { DownloadStatementButton } from '../../components/statements/DownloadStatementButton';
import { useStatementList } from '../../components/statements/download';
import '../../components/statements/statements.css';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-15T00:00:00Z`));

export function StatementsPage() {
  const { viewKey } = useRepSession();
  const list = useStatementList(viewKey);

  return (
    <div className="cb-stack">
      <BackLink to={paths.dash}>Back to dashboard</BackLink>
      <header>
        <h1>Statements</h1>
        <p className="rep-muted-note">
          A PDF of each paycheck to keep, print or forward, as it was issued. A later change issues
          a new revision; every one stays here.
        </p>
      </header>
      {list.isPending ? (
        <Loader block showLabel label="Getting your statements." />
      ) : list.isError || !list.data ? (
        <div className="cb-card" role="alert">
          <p>Could not get your statements.</p>
          <button
            type="button"
            className="rep-statement-download__button"
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </div>
      ) : list.data.pay_dates.length === 0 ? (
        <p className="cb-card">No statements yet: one appears when a paycheck is published.</p>
      ) : (
        list.data.years.map((year) => (
          <section key={year} className="cb-stack" aria-labelledby={`statements-${year}`}>
            <div className="rep-statements__year">
              <h2 id={`statements-${year}`}>{year}</h2>
              <DownloadStatementButton
                compact
                target={{ kind: 'ytd', year }}
                label={`Year to date (PDF)`}
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
                      label="Month (PDF)"
                    />
                  </div>
                  <ul className="rep-statements__list">
                    {list.data.pay_dates
                      .filter((p) => p.pay_date.startsWith(month))
                      .map((p) => (
                        <li key={p.pay_date} className="rep-statements__item">
                          <div>
                            <strong>{formatMonthDay(p.pay_date)}</strong>{' '}
                            <span className="rep-muted-note">
                              {money(p.total)} · {p.lines} {p.lines === 1 ? 'line' : 'lines'}
                              {p.revisions.length > 1
                                ? ` · revision ${p.revisions[0].revision}`
                                : ''}
                            </span>
                          </div>
                          <DownloadStatementButton
                            compact
                            target={{ kind: 'paycheck', payDate: p.pay_date }}
                            label="Download"
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
                              label={`Revision ${r.revision} (superseded)`}
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
