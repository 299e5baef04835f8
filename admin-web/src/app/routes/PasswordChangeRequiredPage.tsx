import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import type { User } from '@commissionbee/shared/types';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/settings/components/ChangePasswordForm';
import { userQueryOptions } from '../../lib/auth/get-user';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * All a user signed in with a temporary password sees (issue 27): the server refuses every other
 * call (PASSWORD_CHANGE_REQUIRED) until the password someone else chose is replaced.
 */
export function PasswordChangeRequiredPage({ user }: { user: User }) {
  useDocumentTitle('Choose a new password');
  const queryClient = useQueryClient();
  return (
    <main id="main" className="cb-page-center">
      <div className="cb-stack cb-narrow">
        <BeeLogo size={48} />
        <h1>Choose a new password</h1>
        <p>
          The password you signed in with was set for you. Choose one only you know before going on;
          use the temporary one as the current password.
        </p>
        <ChangePasswordForm
          userId={user.user_id}
          onChanged={() => void queryClient.invalidateQueries(userQueryOptions())}
        />
        <Link to={paths.logout}>Log out</Link>
      </div>
    </main>
  );
}
