// /bee/view-as: a manager picks whose pay to see (loaded on demand; managers only); each member
// shows their latest paycheck, year to date and what is pending, so the list answers 'how is my
// team doing'. The figures come from the summaries of the manager's first answer (issue 34): a
// member's lines load only when the manager opens their pay (TeamMemberGate).
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { sameEmail } from '@commissionbee/shared/email';
import { teamMembers, type TeamMember } from '@commissionbee/shared/rep';
import { createSearchMatcher } from '@commissionbee/shared/search';
import { memberPay, summaryPay } from '@commissionbee/shared/member-pay';
import { paths } from '../../config/paths';
import { usePayDateLabel } from '../../i18n/pay-date-label';
import { amountClass } from '../../lib/money';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';

export function TeamPayPage() {
  const view = useRepView();
  const { viewAs } = useRepSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const { t, format } = useI18n();
  const payDateLabel = usePayDateLabel();
  const team = useMemo(() => {
    if (!view) return [];
    const summaries = view.data.team ?? [];
    // The viewer counts as a member of their own team, so teamMembers' one ordering rule places
    // them among the others; their figures come from their own lines.
    const members = teamMembers(
      [
        { rep_name: view.viewerName, rep_email: view.viewerEmail, manager_email: view.viewerEmail },
        ...summaries.map((m) => ({
          rep_name: m.name,
          rep_email: m.email,
          manager_email: view.viewerEmail,
        })),
      ],
      view.viewerEmail,
    );
    return members.map((member) => {
      const summary = summaries.find((m) => sameEmail(m.email, member.email));
      const pay =
        summary && !sameEmail(member.email, view.viewerEmail)
          ? summaryPay(summary)
          : memberPay(view.data.data, member.email);
      return { member, pay };
    });
  }, [view]);
  const shown = useMemo(() => {
    const matches = createSearchMatcher(search);
    return team.filter(({ member }) => matches({ name: member.name, email: member.email }));
  }, [team, search]);

  if (!view) return <Loader block showLabel label={t('team.loading')} />;
  if (!view.isManager) return <Navigate to={paths.dash} replace />;

  const pick = (member: TeamMember) => {
    viewAs(sameEmail(member.email, view.viewerEmail) ? null : member);
    void navigate(paths.dash);
  };

  return (
    <div className="cb-stack">
      <h1>{t('team.title')}</h1>
      <p>{t('team.intro')}</p>
      <SearchBox
        value={search}
        onChange={setSearch}
        label={t('team.search')}
        placeholder={t('team.searchPlaceholder')}
      />
      {shown.length === 0 ? (
        <div className="cb-card" role="status">
          <p>{t('team.noResults', { search })}</p>
          <p className="cb-muted">{t('team.noResultsHint')}</p>
        </div>
      ) : (
        <ul className="rep-list cb-card" aria-label={t('team.members')}>
          {shown.map(({ member, pay }) => {
            const isViewer = sameEmail(member.email, view.viewerEmail);
            const isViewed = sameEmail(member.email, view.viewedEmail);
            return (
              <li key={member.email}>
                <button
                  type="button"
                  className="rep-list__button"
                  aria-current={isViewed ? 'true' : undefined}
                  onClick={() => pick(member)}
                >
                  <span className="rep-team__who">
                    <span className="rep-team__name">{member.name || member.email}</span>
                    {isViewer && <span className="rep-muted-note"> {t('team.manager')}</span>}
                  </span>
                  <span className="rep-team__pay">
                    <span>
                      {`${t('team.latest')} `}
                      {pay.latest ? (
                        <>
                          <span className={amountClass(pay.latest.total)}>
                            {format.money(pay.latest.total)}
                          </span>
                          <span className="rep-muted-note">{` · ${payDateLabel(pay.latest.pay_date)}`}</span>
                        </>
                      ) : (
                        <span className="rep-muted-note">{t('team.noneYet')}</span>
                      )}
                    </span>
                    <span>
                      {`${t('team.yearToDate')} `}
                      <span className={amountClass(pay.yearToDate)}>
                        {format.money(pay.yearToDate)}
                      </span>
                    </span>
                    {pay.pending !== 0 && (
                      <span>
                        {`${t('team.pending')} `}
                        <span className={amountClass(pay.pending)}>
                          {format.money(pay.pending)}
                        </span>
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
