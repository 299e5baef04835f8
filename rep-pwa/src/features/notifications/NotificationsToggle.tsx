// The menu item "Notifications": pushes "New pay posted" to this phone when on (else the rep is
// emailed). Hidden where the browser cannot receive push. The public demo key is shared by every
// visitor, so the server refuses its subscriptions (403 PUSH_DEMO_KEY): there the switch gives way
// to a quiet note instead of offering something that can only fail.
import { useEffect, useState } from 'react';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import {
  pushIsOn,
  pushSupported,
  turnPushOff,
  turnPushOn,
  PushBlockedError,
} from './push-subscription';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function NotificationsToggle({ viewKey }: { viewKey: string | null }) {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = pushSupported();
  const demo = viewKey === DEMO_VIEW_KEY;
  const { t } = useI18n();

  useEffect(() => {
    if (!supported || demo) return;
    let live = true;
    pushIsOn().then(
      (value) => live && setOn(value),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [supported, demo]);

  if (!supported) return null;
  if (demo) return <p className="rep-menu__note cb-muted">{t('notifications.demoNote')}</p>;

  const toggle = () => {
    setBusy(true);
    setError(null);
    (on ? turnPushOff() : turnPushOn())
      .then(
        () => setOn(!on),
        (err: unknown) =>
          setError(
            err instanceof PushBlockedError
              ? t('notifications.blocked')
              : t('notifications.failed'),
          ),
      )
      .finally(() => setBusy(false));
  };

  return (
    <>
      <button
        type="button"
        role="switch"
        className="rep-menu__item"
        aria-checked={on === true}
        disabled={busy || on === null}
        onClick={toggle}
      >
        {t('notifications.label')}{' '}
        <span className="cb-muted">{on ? t('notifications.on') : t('notifications.off')}</span>
      </button>
      {error && (
        <p className="rep-menu__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
