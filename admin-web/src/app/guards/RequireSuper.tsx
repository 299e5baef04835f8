import { Outlet } from 'react-router';
import { isSuper } from '../../lib/auth/roles';
import { useSignedInUser } from '../../lib/auth/signed-in-user';
import { ForbiddenPage } from '../routes/ForbiddenPage';

/** Super-only pages; everyone else sees the no-access message (inside the admin layout). */
export function RequireSuper() {
  return isSuper(useSignedInUser()) ? <Outlet /> : <ForbiddenPage />;
}
