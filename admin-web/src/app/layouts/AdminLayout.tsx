import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth/get-user';
import { isInMaintenance } from '../../lib/auth/roles';
import { SignedInUserProvider } from '../../lib/auth/signed-in-user';
import { errorMessage } from '../../lib/errors';
import { MaintenancePage } from '../routes/MaintenancePage';
import { PageLoader } from '../routes/PageLoader';
import { PasswordChangeRequiredPage } from '../routes/PasswordChangeRequiredPage';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './admin-layout.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/**
 * After signing in, the page's main heading takes focus so keyboard and screen reader users start
 * on the page (not on <body>); it waits for the page to render its heading.
 */
function useFocusMainHeading(ready: boolean) {
  const location = useLocation();
  const wanted = (location.state as { focusMain?: boolean } | null)?.focusMain === true;
  useEffect(() => {
    if (!ready || !wanted) return;
    let tries = 0;
    let frame = 0;
    const focus = () => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      } else if (++tries < 60) frame = requestAnimationFrame(focus);
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [ready, wanted, location.key]);
}

/** Every signed-in page: checks the session, then top bar, sidebar and the page. */
export function AdminLayout() {
  const { data: user, isPending, error, refetch, isRefetching } = useUser();
  const navigation = useNavigation();
  const { t } = useI18n();
  useFocusMainHeading(Boolean(user));

  if (isPending) return <PageLoader label={t('app.loadingAccount')} />;
  if (user === undefined) {
    return (
      <main className="cb-page-center">
        <div className="cb-stack cb-narrow">
          <Alert variant="error">
            {t('app.accountFailed', { reason: errorMessage(error, t('app.genericError')) })}
          </Alert>
          <Button loading={isRefetching} onClick={() => void refetch()}>
            {t('app.tryAgain')}
          </Button>
        </div>
      </main>
    );
  }
  if (!user) return <Navigate to={paths.login} replace />;
  if (isInMaintenance(user)) return <MaintenancePage />;
  if (user.must_change_password) return <PasswordChangeRequiredPage user={user} />;

  return (
    <SignedInUserProvider user={user}>
      <div className="admin-shell">
        <a className="admin-skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <TopBar user={user} busy={navigation.state === 'loading'} />
        <div className="admin-body">
          <Sidebar user={user} />
          <main id="main" className="admin-main" tabIndex={-1}>
            {user.signed_in_with === 'password_fallback' && (
              <Alert variant="info">{t('app.passwordFallback')}</Alert>
            )}
            <Outlet />
          </main>
        </div>
      </div>
    </SignedInUserProvider>
  );
}
