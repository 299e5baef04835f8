// The success step's offer: "Notify the {n} reps with new pay" (push where the rep turned it on,
// else email), or what the company setting "notify reps after every upload" already sent. With pay
// review on (pay runs), the upload's pay reaches reps only once published: the way to Pay Runs.
import { useState } from 'react';
import { Link } from 'react-router';
import type { SendProgress, SendStarted } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { paths } from '../../../config/paths';
import { followNotification, notifyNewPay, useNewPayReps } from '../api/notify-new-pay';

type Phase =
  | { kind: 'offer' }
  | { kind: 'sending'; total: number }
  | { kind: 'done'; progress: SendProgress }
  | { kind: 'error' };

const reps = (n: number) => (n === 1 ? '1 rep' : `${n} reps`);

function outcome(progress: SendProgress): string {
  if (progress.failed.length === 0) return `Notified ${reps(progress.sent)} with new pay.`;
  return `Notified ${progress.sent} of ${reps(progress.total)}. Not reached: ${progress.failed
    .map((f) => f.email)
    .join(', ')}.`;
}

export function NewPayNotice({
  uploadId,
  notified,
}: {
  uploadId: number;
  notified: SendStarted | null;
}) {
  const count = useNewPayReps(uploadId);
  const [phase, setPhase] = useState<Phase>({ kind: 'offer' });

  if (count.data?.review_before_publish) {
    return (
      <Alert variant="info">
        Reps see this pay once its pay dates are approved and published, and publishing notifies
        them. <Link to={paths.payRuns}>Go to Pay Runs</Link>
      </Alert>
    );
  }
  if (notified) {
    return <Alert variant="info">{`Notifying ${reps(notified.total)} with new pay.`}</Alert>;
  }
  if (!count.data || count.data.reps === 0) return null;
  const n = count.data.reps;

  const send = () => {
    setPhase({ kind: 'sending', total: n });
    notifyNewPay(uploadId)
      .then((started) => followNotification(started.id))
      .then(
        (progress) => setPhase({ kind: 'done', progress }),
        () => setPhase({ kind: 'error' }),
      );
  };

  if (phase.kind === 'done') {
    return (
      <Alert variant={phase.progress.failed.length ? 'warning' : 'success'}>
        {outcome(phase.progress)}
      </Alert>
    );
  }
  return (
    <div className="cb-cluster">
      <Button variant="secondary" onClick={send} loading={phase.kind === 'sending'}>
        {phase.kind === 'sending' ? `Notifying ${reps(n)}...` : `Notify the ${n} reps with new pay`}
      </Button>
      {phase.kind === 'error' && (
        <Alert variant="error">The notification could not be sent. Try again.</Alert>
      )}
    </div>
  );
}
