// /bee/view-as: a manager picks whose pay to see (loaded on demand; managers only); each member
// shows their latest paycheck and year to date, so the list answers 'how is my team doing'.
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { sameEmail } from '@commissionbee/shared/email';
import type { TeamMember } from '@commissionbee/shared/rep';
import { createSearchMatcher } from '@commissionbee/shared/search';
import { formatShortPayDate } from '@commissionbee/shared/copy-format';
import { memberPay } from '@commissionbee/shared/team-pay';
import { paths } from '../../config/paths';
import { amountClass, money } from '../../lib/money';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';

export function TeamPayPage() {
  const view = useRepView();
  const { viewAs } = useRepSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const matches = createSearchMatcher(search);
    const rows = view?.data.data ?? [];
    return (view?.team ?? [])
      .filter((member) => matches({ name: member.name, email: member.email }))
      .map((member) => ({ member, pay: memberPay(rows, member.email) }));
  }, [view, search]);

  if (!view) return <Loader block showLabel label="Getting your team." />;
  if (!view.isManager) return <Navigate to={paths.dash} replace />;

  const pick = (member: TeamMember) => {
    viewAs(sameEmail(member.email, view.viewerEmail) ? null : member);
    void navigate(paths.dash);
  };

  return (
    <div className="cb-stack">
      <h1>Team Pay</h1>
      <p>Login as one of your team members:</p>
      <SearchBox value={search} onChange={setSearch} label="Search team members" />
      {shown.length === 0 ? (
        <div className="cb-card" role="status">
          <p>{`No results for ${search}`}</p>
          <p className="cb-muted">
            Check the spelling, or clear the search to see your whole team.
          </p>
        </div>
      ) : (
        <ul className="rep-list cb-card" aria-label="Team members">
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
                    {isViewer && <span className="rep-muted-note"> (Manager)</span>}
                  </span>
                  <span className="rep-team__pay">
                    <span>
                      {'Latest '}
                      {pay.latest ? (
                        <>
                          <span className={amountClass(pay.latest.total)}>
                            {money(pay.latest.total)}
                          </span>
                          <span className="rep-muted-note">{` · ${formatShortPayDate(pay.latest.pay_date)}`}</span>
                        </>
                      ) : (
                        <span className="rep-muted-note">none yet</span>
                      )}
                    </span>
                    <span>
                      {'Year to date '}
                      <span className={amountClass(pay.yearToDate)}>{money(pay.yearToDate)}</span>
                    </span>
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
