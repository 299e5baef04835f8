import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className="cb-page-center">
      <div>
        <h1>404</h1>
        <p>{t('notFound.text')}</p>
        <Link to={paths.home}>{t('error.home')}</Link>
      </div>
    </main>
  );
}
