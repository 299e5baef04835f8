import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useStatementDownload, type StatementTarget } from './download';
import './statements.css';

const ERROR_KEYS = {
  offline: 'statements.error.offline',
  none: 'statements.error.none',
  failed: 'statements.error.failed',
} as const;

/** "Download statement": the PDF of a paycheck, a month or a year, with its busy and error states. */
export function DownloadStatementButton({
  target,
  label,
  compact = false,
}: {
  target: StatementTarget;
  label?: string;
  compact?: boolean;
}) {
  const { busy, error, start } = useStatementDownload();
  const { t } = useI18n();
  return (
    <div className="rep-statement-download">
      <button
        type="button"
        className={compact ? 'rep-statement-download__link' : 'rep-statement-download__button'}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void start(target)}
      >
        {busy ? t('statements.preparing') : (label ?? t('statements.downloadStatement'))}
      </button>
      {error && (
        <p className="rep-statement-download__error" role="alert">
          {t(ERROR_KEYS[error])}
        </p>
      )}
    </div>
  );
}
