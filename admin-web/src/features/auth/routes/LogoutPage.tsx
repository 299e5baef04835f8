import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { logout } from '../api/logout';

/** Spec §9: the logout screen stays up for 500 ms before going to /login. */
export const LOGOUT_REDIRECT_MS = 500;

export function LogoutPage() {
  const { t } = useI18n();
  useDocumentTitle(t('pages.logout.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    void logout();
    // Forget the user and every company's data this session loaded.
    queryClient.clear();
    const timer = setTimeout(
      () => void navigate(paths.login, { replace: true }),
      LOGOUT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  return (
    <main className="cb-page-center">
      <div className="cb-stack cb-stack--center">
        <Loader />
        <p>{t('pages.logout.progress')}</p>
      </div>
    </main>
  );
}
