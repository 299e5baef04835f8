import { X } from 'lucide-react';
import { Button } from '@commissionbee/ui/Button';
import { useInstallHint } from './install-hint';
import './install.css';

/** 'Add CommissionBee to your home screen', from the second visit; dismissed for good. */
export function InstallHint() {
  const { way, dismiss } = useInstallHint();
  if (!way) return null;
  const install = async () => {
    if (way.kind !== 'prompt') return;
    await way.event.prompt();
    const { outcome } = await way.event.userChoice;
    if (outcome === 'accepted') dismiss();
  };
  return (
    <aside className="rep-install" aria-label="Install the app">
      <p className="rep-install__text">
        {way.kind === 'ios' ? (
          <>
            Open your pay like an app: tap <strong>Share</strong>, then{' '}
            <strong>Add to Home Screen</strong>.
          </>
        ) : (
          'Open your pay like an app, even offline.'
        )}
      </p>
      {way.kind === 'prompt' && (
        <Button small onClick={() => void install()}>
          Install
        </Button>
      )}
      <button
        type="button"
        className="rep-install__close"
        aria-label="Dismiss install hint"
        onClick={dismiss}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </aside>
  );
}
