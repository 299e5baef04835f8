import { Button } from '@commissionbee/ui/Button';
import { useWaitingUpdate } from './service-worker';
import './offline.css';

/** Offers the new version once its service worker is installed and waiting. */
export function UpdatePrompt() {
  const applyUpdate = useWaitingUpdate();
  if (!applyUpdate) return null;
  return (
    <div className="rep-update" role="status">
      <span>A new version is available.</span>
      <Button small onClick={applyUpdate}>
        Reload
      </Button>
    </div>
  );
}
