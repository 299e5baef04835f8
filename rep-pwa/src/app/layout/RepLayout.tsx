import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../../features/offline/OfflineNotice';
import { isEmbeddedAdminPreview } from '../../session/embedded';
import { useRepView } from '../../session/rep-view';
import { BottomToolbar } from './BottomToolbar';
import { PreviewBanner } from './PreviewBanner';
import { TopNav } from './TopNav';
import { ViewingAsBar } from './ViewingAsBar';
import './layout.css';

// Neither shows anything on the first paint (the install hint waits for the browser's prompt, the
// outbox sends questions queued offline): chunks of their own, out of the first load.
const InstallHint = lazy(() =>
  import('../../features/install/InstallHint').then((m) => ({ default: m.InstallHint })),
);
const OutboxSender = lazy(() =>
  import('../../features/questions/OutboxSender').then((m) => ({ default: m.OutboxSender })),
);

export interface RepLayoutProps {
  dataUpdatedAt: number;
  refreshFailed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}

export function RepLayout({ dataUpdatedAt, refreshFailed, refreshing, onRefresh }: RepLayoutProps) {
  const view = useRepView();
  const mainRef = useMoveFocusOnNavigation();
  return (
    <div className="rep-app">
      <a className="rep-skip-link" href="#rep-main">
        Skip to content
      </a>
      <TopNav view={view} refreshing={refreshing} onRefresh={onRefresh} />
      {view?.isPreview && <PreviewBanner name={view.viewerName} />}
      {view?.teamMember && <ViewingAsBar name={view.teamMember.name || view.teamMember.email} />}
      <OfflineNotice dataUpdatedAt={dataUpdatedAt} refreshFailed={refreshFailed} />
      {!view?.isPreview && !isEmbeddedAdminPreview() && (
        <Suspense fallback={null}>
          <InstallHint />
        </Suspense>
      )}
      <main id="rep-main" className="rep-main" tabIndex={-1} ref={mainRef}>
        <Outlet />
      </main>
      <BottomToolbar view={view} />
      <Suspense fallback={null}>
        <OutboxSender enabled={Boolean(view) && !view?.isDemo && !view?.isPreview} />
      </Suspense>
    </div>
  );
}

/** After an in-app navigation, screen-reader and keyboard users start at the new screen's content. */
function useMoveFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: false });
  }, [pathname]);
  return mainRef;
}
