// Verify step (spec §2): how many records, how many invalid, the preview, and 'Upload ALL {n}'.
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import type { ParsedCsv } from '../lib/parsed-csv';
import { canUploadAll } from '../lib/upload-steps';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { PreviewTable } from './PreviewTable';
import type { RowIssue } from '@commissionbee/shared/csv';
import { useIssueWords } from '../lib/issue-words';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export interface VerifyStepProps {
  parsed: ParsedCsv;
  fileName: string | null;
  /** Why the last upload request failed (the file is still selected). */
  requestError?: string | null;
  /** The rows the server refused with that failure (a closed pay date, …). */
  refusedRows?: readonly RowIssue[];
  onUpload: () => void;
  onChooseAnother: () => void;
}

export function VerifyStep({
  parsed,
  fileName,
  requestError,
  refusedRows = [],
  onUpload,
  onChooseAnother,
}: VerifyStepProps) {
  const { t } = useI18n();
  const issueText = useIssueWords();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { result } = parsed;
  const count = result.records.length;

  return (
    <div className="cb-stack">
      <h2 ref={heading} tabIndex={-1}>
        {fileName ? t('upload.verify.title', { name: fileName }) : t('upload.verify.titleUnnamed')}
      </h2>
      {requestError && (
        <Alert variant="error">
          <p className="upload-alert-title">{t('upload.verify.failedTitle')}</p>
          <p>{t('upload.verify.failedText', { reason: requestError })}</p>
          {refusedRows.length > 0 && (
            <ul className="upload-issue-list">
              {refusedRows.map((issue, index) => (
                <li key={index}>
                  {t('upload.issues.row')} {issue.row}: {issueText(issue)}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div className="cb-cluster upload-counts" aria-live="polite">
        <p>
          <strong>{t('upload.verify.records', { count: result.rowCount })}</strong>
          {t('upload.verify.found')}
        </p>
        {result.invalidRowCount > 0 && (
          <p className="upload-count--invalid">
            <strong>{t('upload.verify.invalid', { count: result.invalidRowCount })}</strong>
          </p>
        )}
      </div>
      {result.invalidRowCount > 0 && (
        <Alert variant="warning">
          {t('upload.verify.fix')}
          {result.issueCount > result.issues.length &&
            t('upload.verify.firstIssues', {
              listed: result.issues.length,
              total: result.issueCount,
            })}
        </Alert>
      )}
      {result.invalidRowCount === 0 && count === 1 && (
        <p className="cb-muted">{t('upload.verify.needsMore')}</p>
      )}
      <div className="cb-cluster">
        {canUploadAll(result) && (
          <Button onClick={onUpload}>
            {t('upload.verify.uploadAll', { count: String(count) })}
          </Button>
        )}
        <Button variant="secondary" onClick={onChooseAnother}>
          {t('upload.verify.chooseAnother')}
        </Button>
      </div>
      <PreviewTable parsed={parsed} />
    </div>
  );
}
