import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth/get-user';
import { PageLoader } from '../routes/PageLoader';

/** Public entry pages (home, login): a signed-in user goes straight to /bee instead. */
export function GuestOnly() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageLoader />;
  // Just signed in (or already were): the first page's heading takes focus (AdminLayout).
  if (user) return <Navigate to={paths.help} replace state={{ focusMain: true }} />;
  return <Outlet />;
}
