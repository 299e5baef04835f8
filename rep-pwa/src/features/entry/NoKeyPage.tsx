import { PageMessage } from '../../components/PageMessage';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** A rep route opened with no view key on this device. */
export function NoKeyPage() {
  const { t } = useI18n();
  return (
    <PageMessage>
      <p>{t('entry.noKey')}</p>
    </PageMessage>
  );
}
