// Upload step: a file picker that is also a drop target, the link to the CSV guide, and the
// alerts for a file of another type or a CSV that failed validation (spec §2, §8).
import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { CloudUpload } from 'lucide-react';
import { Link } from 'react-router';
import type { RowIssue } from '@commissionbee/shared/csv';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { paths } from '../../../config/paths';
import type { UploadProblem } from '../lib/upload-steps';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useIssueWords } from '../lib/issue-words';

export interface DropZoneProps {
  onFile: (file: File) => void;
  parsing: boolean;
  fileName: string | null;
  problem: UploadProblem | null;
  /** The header problems behind 'Invalid CSV Data.', in the validator's words. */
  headerIssues: RowIssue[];
  /** Offered under the issues when the file's headers do not match (ColumnMapping). */
  mapping?: ReactNode;
}

export function DropZone({
  onFile,
  parsing,
  fileName,
  problem,
  headerIssues,
  mapping,
}: DropZoneProps) {
  const { t } = useI18n();
  const issueText = useIssueWords();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still counts
    if (file) onFile(file);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file) onFile(file);
  };
  const over = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <div className="cb-stack">
      <div
        className={dragging ? 'upload-drop upload-drop--active' : 'upload-drop'}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        aria-busy={parsing || undefined}
      >
        <input
          id={inputId}
          className="upload-drop__input"
          type="file"
          accept=".csv,text/csv,application/vnd.ms-excel"
          onChange={choose}
          disabled={parsing}
        />
        <label htmlFor={inputId} className="upload-drop__label">
          <span className="upload-drop__icon" aria-hidden="true">
            <CloudUpload size={36} strokeWidth={1.75} />
          </span>
          <span className="upload-drop__title">{t('upload.dropTitle')}</span>
          <span className="cb-muted">{t('upload.dropOr')}</span>
        </label>
      </div>
      <p className="cb-muted">
        {t('upload.guideBefore')}
        <Link to={paths.docs}>{t('upload.guideLink')}</Link>
        {t('upload.guideAfter')}
      </p>
      {parsing && (
        <Loader
          showLabel
          label={fileName ? t('upload.reading', { name: fileName }) : t('upload.readingUnnamed')}
        />
      )}
      {problem === 'not-csv' && <Alert variant="error">{t('upload.notCsv')}</Alert>}
      {problem === 'invalid' && (
        <Alert variant="error">
          <p className="upload-alert-title">{t('upload.invalidTitle')}</p>
          <p>{t('upload.invalidText')}</p>
          {headerIssues.length > 0 && (
            <ul className="upload-issue-list">
              {headerIssues.map((issue) => (
                <li key={`${issue.column}:${issue.message}`}>{issueText(issue)}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {problem === 'invalid' && mapping}
    </div>
  );
}
