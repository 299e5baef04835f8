import { Navigate, Outlet, useNavigation } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth/get-user';
import { isInMaintenance } from '../../lib/auth/roles';
import { SignedInUserProvider } from '../../lib/auth/signed-in-user';
import { errorMessage } from '../../lib/errors';
import { MaintenancePage } from '../routes/MaintenancePage';
import { PageLoader } from '../routes/PageLoader';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './admin-layout.css';

/** Every signed-in page: checks the session, then top bar, sidebar and the page. */
export function AdminLayout() {
  const { data: user, isPending, error, refetch, isRefetching } = useUser();
  const navigation = useNavigation();

  if (isPending) return <PageLoader label="Loading your account" />;
  if (user === undefined) {
    return (
      <main className="cb-page-center">
        <div className="cb-stack cb-narrow">
          <Alert variant="error">Could not load your account. {errorMessage(error)}</Alert>
          <Button loading={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </main>
    );
  }
  if (!user) return <Navigate to={paths.login} replace />;
  if (isInMaintenance(user)) return <MaintenancePage />;

  return (
    <SignedInUserProvider user={user}>
      <div className="admin-shell">
        <a className="admin-skip-link" href="#main">
          Skip to content
        </a>
        <TopBar user={user} busy={navigation.state === 'loading'} />
        <div className="admin-body">
          <Sidebar user={user} />
          <main id="main" className="admin-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </SignedInUserProvider>
  );
}
