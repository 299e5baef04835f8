import { useDocumentTitle } from '../../../lib/use-document-title';
import { Backups } from '../components/Backups';
import { CompanyFeatures } from '../components/CompanyFeatures';
import { CompanyTools } from '../components/CompanyTools';
import { DevUrls } from '../components/DevUrls';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/**
 * The Super Admin Panel: one self-contained <SuperSection> per tool. A new tool (such as the
 * company features list) is one more component in the list below.
 */
export function SuperPage() {
  const { t } = useI18n();
  useDocumentTitle(t('super.title'));
  return (
    <div className="cb-stack">
      <h1>{t('super.title')}</h1>
      <CompanyTools />
      <CompanyFeatures />
      <Backups />
      <DevUrls />
    </div>
  );
}
