// The reps a send could not reach, with the reason, and the one-click retry of just those.
import type { SendProgress } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';

interface SendFailuresProps {
  failed: SendProgress['failed'];
  retrying: boolean;
  onRetry: () => void;
}

export function SendFailures({ failed, retrying, onRetry }: SendFailuresProps) {
  return (
    <div className="portals-failures">
      <p>Not sent to:</p>
      <ul aria-label="Reps not sent to">
        {failed.map((f) => (
          <li key={f.email}>
            <span className="portals-failed-email">{f.email}</span>
            {f.error && <span className="cb-muted"> — {f.error}</span>}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying
          ? 'Retrying...'
          : `Retry ${failed.length === 1 ? 'the failed rep' : `the ${failed.length} failed reps`}`}
      </Button>
    </div>
  );
}
