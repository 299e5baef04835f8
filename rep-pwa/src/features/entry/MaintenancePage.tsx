import { PageMessage } from '../../components/PageMessage';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** /view/:viewKey, and everything a company-1 (legacy) key opens (spec §2). */
export function MaintenancePage() {
  const { t } = useI18n();
  return (
    <PageMessage title={t('entry.maintenanceTitle')}>
      <p>{t('entry.maintenanceBody')}</p>
    </PageMessage>
  );
}
