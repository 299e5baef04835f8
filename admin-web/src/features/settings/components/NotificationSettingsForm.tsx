// Company setting: after every upload, tell the reps with new pay ("New pay posted for {pay date}"
// by push where they turned it on, else by email). Admins only.
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function NotificationSettingsForm() {
  const { t } = useI18n();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <section className="cb-card cb-stack" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('settings.notifications.title')}</h2>
      {settings.isPending ? (
        <Loader label={t('settings.notifications.loading')} />
      ) : settings.isError ? (
        <Alert variant="error">{t('settings.notifications.loadFailed')}</Alert>
      ) : (
        <label className="settings-check">
          <input
            type="checkbox"
            checked={settings.data.notify_after_upload}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ notify_after_upload: event.target.checked })}
          />{' '}
          {t('settings.notifications.label')}
        </label>
      )}
      <p className="cb-muted">{t('settings.notifications.hint')}</p>
      {save.isError && <Alert variant="error">{t('settings.notifications.saveFailed')}</Alert>}
    </section>
  );
}
