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
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import type { Translator } from '@commissionbee/shared/i18n/messages';

type Phase =
  | { kind: 'offer' }
  | { kind: 'sending'; total: number }
  | { kind: 'done'; progress: SendProgress }
  | { kind: 'error' };

function outcome(t: Translator, progress: SendProgress): string {
  if (progress.failed.length === 0) return t('upload.notify.done', { count: progress.sent });
  return t('upload.notify.partly', {
    sent: progress.sent,
    total: progress.total,
    emails: progress.failed.map((f) => f.email).join(', '),
  });
}

export function NewPayNotice({
  uploadId,
  notified,
}: {
  uploadId: number;
  notified: SendStarted | null;
}) {
  const { t } = useI18n();
  const count = useNewPayReps(uploadId);
  const [phase, setPhase] = useState<Phase>({ kind: 'offer' });

  if (count.data?.review_before_publish) {
    return (
      <Alert variant="info">
        {t('upload.notify.review')} <Link to={paths.payRuns}>{t('upload.notify.payRuns')}</Link>
      </Alert>
    );
  }
  if (notified) {
    return <Alert variant="info">{t('upload.notify.notifying', { count: notified.total })}</Alert>;
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
        {outcome(t, phase.progress)}
      </Alert>
    );
  }
  return (
    <div className="cb-cluster">
      <Button variant="secondary" onClick={send} loading={phase.kind === 'sending'}>
        {phase.kind === 'sending'
          ? t('upload.notify.sending', { count: n })
          : t('upload.notify.offer', { count: String(n) })}
      </Button>
      {phase.kind === 'error' && <Alert variant="error">{t('upload.notify.failed')}</Alert>}
    </div>
  );
}
