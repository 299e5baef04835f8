// Company setting: after every upload, tell the reps with new pay ("New pay posted for {pay date}"
// by push where they turned it on, else by email). Admins only.
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <section className="cb-card cb-stack" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      {settings.isPending ? (
        <Loader label="Loading notification settings" />
      ) : settings.isError ? (
        <Alert variant="error">The notification settings could not be loaded.</Alert>
      ) : (
        <label className="settings-check">
          <input
            type="checkbox"
            checked={settings.data.notify_after_upload}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ notify_after_upload: event.target.checked })}
          />{' '}
          Notify reps after every upload
        </label>
      )}
      <p className="cb-muted">
        Reps with new pay get “New pay posted” on their phone when they turned notifications on in
        their portal, else by email. No amount is ever shown.
      </p>
      {save.isError && <Alert variant="error">The setting could not be saved. Try again.</Alert>}
    </section>
  );
}
