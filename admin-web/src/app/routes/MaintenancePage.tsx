import { Link } from 'react-router';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** All that users of the legacy company (id 1) see. */
export function MaintenancePage() {
  const { t } = useI18n();
  useDocumentTitle(t('maintenance.docTitle'));
  return (
    <main className="cb-page-center">
      <div className="cb-stack cb-stack--center cb-narrow">
        <BeeLogo size={64} />
        <h1>{t('maintenance.title')}</h1>
        <p>{t('maintenance.text')}</p>
        <Link to={paths.logout}>{t('maintenance.logout')}</Link>
      </div>
    </main>
  );
}
