// The reps a send could not reach, with the reason, and the one-click retry of just those.
import type { SendProgress } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

interface SendFailuresProps {
  failed: SendProgress['failed'];
  retrying: boolean;
  onRetry: () => void;
}

export function SendFailures({ failed, retrying, onRetry }: SendFailuresProps) {
  const { t } = useI18n();
  return (
    <div className="portals-failures">
      <p>{t('portals.notSentTo')}</p>
      <ul aria-label={t('portals.notSentList')}>
        {failed.map((f) => (
          <li key={f.email}>
            <span className="portals-failed-email">{f.email}</span>
            {f.error && <span className="cb-muted"> — {f.error}</span>}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying
          ? t('portals.retrying')
          : t('portals.retry', { count: failed.length, n: String(failed.length) })}
      </Button>
    </div>
  );
}
