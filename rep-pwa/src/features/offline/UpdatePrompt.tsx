import { Button } from '@commissionbee/ui/Button';
import { useWaitingUpdate } from './service-worker';
import './offline.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Offers the new version once its service worker is installed and waiting. */
export function UpdatePrompt() {
  const applyUpdate = useWaitingUpdate();
  const { t } = useI18n();
  if (!applyUpdate) return null;
  return (
    <div className="rep-update" role="status">
      <span>{t('offline.newVersion')}</span>
      <Button small onClick={applyUpdate}>
        {t('crash.reload')}
      </Button>
    </div>
  );
}
