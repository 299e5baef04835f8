import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
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
  const { t } = useI18n();
  useDocumentTitle(t('pages.passwordChange.title'));
  const queryClient = useQueryClient();
  return (
    <main id="main" className="cb-page-center">
      <div className="cb-stack cb-narrow">
        <BeeLogo size={48} />
        <h1>{t('pages.passwordChange.title')}</h1>
        <p>{t('pages.passwordChange.why')}</p>
        <ChangePasswordForm
          userId={user.user_id}
          onChanged={() => void queryClient.invalidateQueries(userQueryOptions())}
        />
        <Link to={paths.logout}>{t('pages.passwordChange.logout')}</Link>
      </div>
    </main>
  );
}
