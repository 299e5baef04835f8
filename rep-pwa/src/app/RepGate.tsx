// Every portal screen passes here: no key, a refused key, an unreachable server and the
// maintenance company each get their own screen; otherwise the portal layout.
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { isPreviewKey } from '@commissionbee/shared/demo';
import { MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { UnreachablePage } from '../features/entry/UnreachablePage';
import { isEmbeddedAdminPreview } from '../session/embedded';
import { isRefusedKey, useRepKeyData } from '../session/rep-key-data';
import { useRepSession } from '../session/rep-store';
import { useRepVisit } from '../session/rep-visit';
import { deriveRepView, RepViewProvider } from '../session/rep-view';
import { RepLayout } from './layout/RepLayout';

// The screens of a link that does not open a portal are chunks of their own: a rep with a good
// link (nearly every visit) never loads them, and the first load stays within its budget.
const InvalidLinkPage = lazy(() =>
  import('../features/entry/InvalidLinkPage').then((m) => ({ default: m.InvalidLinkPage })),
);
const MaintenancePage = lazy(() =>
  import('../features/entry/MaintenancePage').then((m) => ({ default: m.MaintenancePage })),
);
const NoKeyPage = lazy(() =>
  import('../features/entry/NoKeyPage').then((m) => ({ default: m.NoKeyPage })),
);
const Screen = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
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

  if (!viewKey)
    return (
      <Screen>
        <NoKeyPage />
      </Screen>
    );
  if (refused)
    return (
      <Screen>
        <InvalidLinkPage viewKey={viewKey} />
      </Screen>
    );
  if (query.data === undefined && query.isError)
    return <UnreachablePage onRetry={() => void query.refetch()} />;
  if (query.data?.company_id === MAINTENANCE_COMPANY_ID)
    return (
      <Screen>
        <MaintenancePage />
      </Screen>
    );
  return (
    <RepViewProvider view={view}>
      <RepLayout
        dataUpdatedAt={query.dataUpdatedAt}
        refreshFailed={query.isError}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
    </RepViewProvider>
  );
}
