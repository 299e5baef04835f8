// /bee/view-as: a manager picks whose pay to see (loaded on demand; managers only).
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { sameEmail } from '@commissionbee/shared/email';
import type { TeamMember } from '@commissionbee/shared/rep';
import { createSearchMatcher } from '@commissionbee/shared/search';
import { paths } from '../../config/paths';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';

export function TeamPayPage() {
  const view = useRepView();
  const { viewAs } = useRepSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const matches = createSearchMatcher(search);
    return (view?.team ?? []).filter((member) =>
      matches({ name: member.name, email: member.email }),
    );
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
        <p className="cb-card" role="status">{`No results for ${search}`}</p>
      ) : (
        <ul className="rep-list cb-card" aria-label="Team members">
          {shown.map((member) => {
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
                  <span>
                    <span>{member.name || member.email}</span>
                    {isViewer && <span className="rep-muted-note"> (Manager)</span>}
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
