// The menu item "Notifications": pushes "New pay posted" to this phone when on (else the rep is
// emailed). Hidden where the browser cannot receive push.
import { useEffect, useState } from 'react';
import { pushIsOn, pushSupported, turnPushOff, turnPushOn } from './push-subscription';

export function NotificationsToggle() {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    let live = true;
    pushIsOn().then(
      (value) => live && setOn(value),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  if (!supported) return null;

  const toggle = () => {
    setBusy(true);
    setError(null);
    (on ? turnPushOff() : turnPushOn())
      .then(
        () => setOn(!on),
        (err: unknown) =>
          setError(err instanceof Error ? err.message : 'Notifications could not be changed.'),
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
        Notifications <span className="cb-muted">{on ? 'On' : 'Off'}</span>
      </button>
      {error && (
        <p className="rep-menu__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
