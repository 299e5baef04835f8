import { useStatementDownload, type StatementTarget } from './download';
import './statements.css';

/** "Download statement": the PDF of a paycheck, a month or a year, with its busy and error states. */
export function DownloadStatementButton({
  target,
  label = 'Download statement',
  compact = false,
}: {
  target: StatementTarget;
  label?: string;
  compact?: boolean;
}) {
  const { busy, error, start } = useStatementDownload();
  return (
    <div className="rep-statement-download">
      <button
        type="button"
        className={compact ? 'rep-statement-download__link' : 'rep-statement-download__button'}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void start(target)}
      >
        {busy ? 'Preparing statement...' : label}
      </button>
      {error && (
        <p className="rep-statement-download__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
