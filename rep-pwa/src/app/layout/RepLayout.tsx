import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { OfflineNotice } from '../../features/offline/OfflineNotice';
import { OutboxSender } from '../../features/questions/OutboxSender';
import { isEmbeddedAdminPreview } from '../../session/embedded';
import { useRepView } from '../../session/rep-view';
import { BottomToolbar } from './BottomToolbar';
import { PreviewBanner } from './PreviewBanner';
import { TopNav } from './TopNav';
import { ViewingAsBar } from './ViewingAsBar';
import './layout.css';

// Its own chunk: shown from the second visit only, so it stays out of the first load.
const InstallHint = lazy(() =>
  import('../../features/install/InstallHint').then((m) => ({ default: m.InstallHint })),
);

export interface RepLayoutProps {
  dataUpdatedAt: number;
  refreshFailed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  /** Shown instead of the screen (a team member's pay while it loads or cannot be read). */
  main?: ReactNode;
}

export function RepLayout({
  dataUpdatedAt,
  refreshFailed,
  refreshing,
  onRefresh,
  main,
}: RepLayoutProps) {
  const view = useRepView();
  const mainRef = useMoveFocusOnNavigation();
  const { t } = useI18n();
  return (
    <div className="rep-app">
      <a className="rep-skip-link" href="#rep-main">
        {t('nav.skipToContent')}
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
        {main ?? <Outlet />}
      </main>
      <BottomToolbar view={view} />
      <OutboxSender enabled={Boolean(view) && !view?.isDemo && !view?.isPreview} />
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
