// Verify step (spec §2): how many records, how many invalid, the preview, and 'Upload ALL {n}'.
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import type { ParsedCsv } from '../lib/parsed-csv';
import { plural } from '../lib/format';
import { canUploadAll } from '../lib/upload-steps';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { PreviewTable } from './PreviewTable';

export interface VerifyStepProps {
  parsed: ParsedCsv;
  fileName: string | null;
  /** Why the last upload request failed (the file is still selected). */
  requestError?: string | null;
  onUpload: () => void;
  onChooseAnother: () => void;
}

export function VerifyStep({
  parsed,
  fileName,
  requestError,
  onUpload,
  onChooseAnother,
}: VerifyStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { result } = parsed;
  const count = result.records.length;

  return (
    <div className="cb-stack">
      <h2 ref={heading} tabIndex={-1}>
        Verify {fileName ?? 'your file'}
      </h2>
      {requestError && (
        <Alert variant="error">
          <p className="upload-alert-title">The upload did not go through.</p>
          <p>
            {requestError} Nothing was stored. Your file is still selected: try again, or choose
            another file.
          </p>
        </Alert>
      )}
      <div className="cb-cluster upload-counts" aria-live="polite">
        <p>
          <strong>{plural(result.rowCount, 'record')}</strong> found.
        </p>
        {result.invalidRowCount > 0 && (
          <p className="upload-count--invalid">
            <strong>{plural(result.invalidRowCount, 'invalid record')}</strong>
          </p>
        )}
      </div>
      {result.invalidRowCount > 0 && (
        <Alert variant="warning">
          Fix the records marked below in your file, then select it again.
          {result.issueCount > result.issues.length &&
            ` The first ${result.issues.length.toLocaleString('en-US')} of ${result.issueCount.toLocaleString('en-US')} issues are listed.`}
        </Alert>
      )}
      {result.invalidRowCount === 0 && count === 1 && (
        <p className="cb-muted">An upload needs more than one record.</p>
      )}
      <div className="cb-cluster">
        {canUploadAll(result) && <Button onClick={onUpload}>{`Upload ALL ${count}`}</Button>}
        <Button variant="secondary" onClick={onChooseAnother}>
          Choose another file
        </Button>
      </div>
      <PreviewTable parsed={parsed} />
    </div>
  );
}
