// A manager viewing a team member's pay: the member's lines load when opened (issue 34: the first
// answer carries a summary per member), and until they arrive the portal's frame shows their
// loading, empty or error state instead of the screen. A chunk of its own: reps never fetch it.
import { useMemo, type ReactNode } from 'react';
import { hasErrorCode } from '@commissionbee/shared/api-client';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useMemberLines } from '../features/team/member-lines';
import { RepViewProvider, type RepView } from '../session/rep-view';
import { RepLayout, type RepLayoutProps } from './layout/RepLayout';

export interface TeamMemberGateProps {
  /** The manager's view with a team member picked (view.teamMember). */
  view: RepView;
  viewKey: string;
  /** The portal frame's props for the manager's own answer. */
  frame: RepLayoutProps;
}

export function TeamMemberGate({ view, viewKey, frame }: TeamMemberGateProps) {
  const member = view.teamMember ?? { name: '', email: view.viewedEmail };
  const query = useMemberLines(viewKey, member.email);
  const { t } = useI18n();
  const name = member.name || member.email;
  const memberView = useMemo(
    () => (query.data ? { ...view, rows: query.data.data } : view),
    [query.data, view],
  );

  let main: ReactNode;
  if (!query.data) {
    if (query.isPending)
      main = <Loader block showLabel label={t('team.memberLoading', { name })} />;
    else if (hasErrorCode(query.error, 'TEAM_MEMBER_NOT_FOUND'))
      main = (
        <div className="cb-card" role="status">
          <p>{t('team.memberEmpty', { name })}</p>
        </div>
      );
    else
      main = (
        <div className="cb-card cb-stack" role="alert">
          <p>{t('team.memberError', { name })}</p>
          <Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>
        </div>
      );
  }

  return (
    <RepViewProvider view={memberView}>
      <RepLayout
        // The older of the two answers: the offline notice says how old what is shown may be.
        dataUpdatedAt={
          query.dataUpdatedAt
            ? Math.min(frame.dataUpdatedAt, query.dataUpdatedAt)
            : frame.dataUpdatedAt
        }
        refreshFailed={frame.refreshFailed || query.isError}
        refreshing={frame.refreshing || query.isFetching}
        onRefresh={() => {
          frame.onRefresh();
          void query.refetch();
        }}
        main={main}
      />
    </RepViewProvider>
  );
}
