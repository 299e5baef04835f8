// Every portal screen passes here: no key, a refused key, an unreachable server and the
// maintenance company each get their own screen; otherwise the portal layout.
import { lazy, Suspense, useMemo } from 'react';
import { isPreviewKey } from '@commissionbee/shared/demo';
import { MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { MaintenancePage } from '../features/entry/MaintenancePage';
import { NoKeyPage } from '../features/entry/NoKeyPage';
import { UnreachablePage } from '../features/entry/UnreachablePage';
import { isEmbeddedAdminPreview } from '../session/embedded';
import { isRefusedKey, useRepKeyData } from '../session/rep-key-data';
import { useRepSession } from '../session/rep-store';
import { useRepVisit } from '../session/rep-visit';
import { deriveRepView, RepViewProvider } from '../session/rep-view';
import { RepLayout, type RepLayoutProps } from './layout/RepLayout';

// A dead link's page (with its request form) is a chunk of its own: most visits never need it.
export const InvalidLinkPage = lazy(() =>
  import('../features/entry/InvalidLinkPage').then((m) => ({ default: m.InvalidLinkPage })),
);

// A manager viewing a team member: the member's lines load on their own (issue 34), in a chunk
// that a rep's visit never fetches.
const TeamMemberGate = lazy(() =>
  import('./TeamMemberGate').then((m) => ({ default: m.TeamMemberGate })),
);

export function RepGate() {
  const { viewKey, selection } = useRepSession();
  const query = useRepKeyData(viewKey);
  const embedded = isEmbeddedAdminPreview();
  // An admin's preview is not the rep's visit: it neither reads nor moves the New marks' clock.
  const visit = useRepVisit(viewKey, !embedded && !isPreviewKey(viewKey));
  const previousVisit = visit.data?.previous_visit_at ?? null;
  const refused = isRefusedKey(query.error);
  const view = useMemo(
    () =>
      query.data && !refused
        ? deriveRepView(query.data, selection.teamMember, embedded, previousVisit, viewKey)
        : null,
    [query.data, refused, selection.teamMember, embedded, previousVisit, viewKey],
  );

  if (!viewKey) return <NoKeyPage />;
  if (refused)
    return (
      <Suspense fallback={null}>
        <InvalidLinkPage viewKey={viewKey} />
      </Suspense>
    );
  if (query.data === undefined && query.isError)
    return <UnreachablePage onRetry={() => void query.refetch()} />;
  if (query.data?.company_id === MAINTENANCE_COMPANY_ID) return <MaintenancePage />;
  const frame: RepLayoutProps = {
    dataUpdatedAt: query.dataUpdatedAt,
    refreshFailed: query.isError,
    refreshing: query.isFetching,
    onRefresh: () => void query.refetch(),
  };
  // While a member's chunk loads, the frame shows with no view (the screens' loading state).
  return view?.teamMember ? (
    <Suspense fallback={<RepLayout {...frame} />}>
      <TeamMemberGate view={view} viewKey={viewKey} frame={frame} />
    </Suspense>
  ) : (
    <RepViewProvider view={view}>
      <RepLayout {...frame} />
    </RepViewProvider>
  );
}
