import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth/get-user';
import { PageLoader } from './PageLoader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Any unknown path: signed-in users go to their admin home, everyone else to the 404 page. */
export function SplashPage() {
  const { data: user, isPending } = useUser();
  const { t } = useI18n();
  if (isPending) return <PageLoader label={t('app.loadingBrand')} />;
  return <Navigate to={user ? paths.help : paths.notFound} replace />;
}
