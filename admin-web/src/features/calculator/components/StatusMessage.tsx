import { Alert } from '@commissionbee/ui/Alert';
import type { TimedStatus } from './use-timed-status';

export function StatusMessage({ status }: { status: TimedStatus | null }) {
  return status ? <Alert variant={status.variant}>{status.text}</Alert> : null;
}
