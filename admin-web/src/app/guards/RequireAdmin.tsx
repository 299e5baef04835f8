import { Outlet } from 'react-router';
import { isAdmin } from '../../lib/auth/roles';
import { useSignedInUser } from '../../lib/auth/signed-in-user';
import { ForbiddenPage } from '../routes/ForbiddenPage';

/**
 * Admin pages (the server answers a standard user 403 on every call they make): a standard user
 * who follows an old link sees the no-access state at once, never a page of failed calls.
 */
export function RequireAdmin() {
  return isAdmin(useSignedInUser()) ? <Outlet /> : <ForbiddenPage />;
}
