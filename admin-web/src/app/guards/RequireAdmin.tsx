import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { isSuper } from '../../lib/auth/roles';
import { useSignedInUser } from '../../lib/auth/signed-in-user';

/**
 * Admin pages (the back office: Activity, Reps, a rep's page, Payroll Export). The API answers
 * anyone else 403 and the sidebar never shows them the entries, so a standard user who follows a
 * link or types the address lands on the Ledger, never on an error page.
 */
export function RequireAdmin() {
  const user = useSignedInUser();
  return user.admin || isSuper(user) ? <Outlet /> : <Navigate to={paths.ledger} replace />;
}
