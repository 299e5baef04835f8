import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth/get-user';
import { PageLoader } from './PageLoader';

/** Any unknown path: signed-in users go to their admin home, everyone else to the 404 page. */
export function SplashPage() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageLoader label="Loading CommissionBee" />;
  return <Navigate to={user ? paths.help : paths.notFound} replace />;
}
