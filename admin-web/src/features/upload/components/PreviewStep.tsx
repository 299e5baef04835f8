// Preview step (issue 13), between Verify and Uploading: what the upload adds, updates, skips and
// removes, per rep (expandable to the lines) and per pay date, with the choices that change it.
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { formatUsDate, payStatusOf } from '@commissionbee/shared/pay-date';
import type { ReconcileOptions, UploadPreview } from '@commissionbee/shared/types';
import { plural } from '../lib/format';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { ChangeCounts } from './ChangeCounts';
import { ReconcileChoices } from './ReconcileChoices';
import { RepChanges } from './RepChanges';

export const LEDGER_CHANGED_TEXT = 'The ledger changed since the preview. Review the upload again.';

export interface PreviewStepProps {
  preview: UploadPreview | null;
  options: ReconcileOptions;
  ledgerChanged: boolean;
  onOptionsChange: (options: ReconcileOptions) => void;
  onConfirm: () => void;
  onBack: () => void;
}

/** Pay runs (review on): what the upload makes of each pay date. */
const AFTER = {
  new_draft: 'new draft',
  draft: 'draft',
  revision: 'revision (reps keep the published version)',
} as const;

export function PreviewStep({
  preview,
  options,
  ledgerChanged,
  onOptionsChange,
  onConfirm,
  onBack,
}: PreviewStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const stores = preview ? preview.added + preview.updated + preview.removed : 0;
  return (
    <div className="cb-stack">
      <h2 ref={heading} tabIndex={-1}>
        Review the changes
      </h2>
      {ledgerChanged && <Alert variant="warning">{LEDGER_CHANGED_TEXT}</Alert>}
      <ReconcileChoices options={options} disabled={!preview} onChange={onOptionsChange} />
      {!preview ? (
        <Loader block showLabel label="Comparing the file with the ledger" />
      ) : (
        <>
          <ul className="cb-cluster upload-summary" aria-label="What this upload does">
            <li>
              <strong>{plural(preview.added, 'new line')}</strong>
            </li>
            <li>
              <strong>{plural(preview.updated, 'updated line')}</strong>
            </li>
            <li>
              <strong>{plural(preview.skipped, 'duplicate')}</strong> skipped
            </li>
            <li>
              <strong>{plural(preview.removed, 'line')}</strong> removed
            </li>
          </ul>
          <RepChanges reps={preview.reps} lines={preview.lines} />
          {preview.lineCount > preview.lines.length && (
            <p className="cb-muted">
              {`Lines are listed for the first ${preview.lines.length.toLocaleString('en-US')} of ${preview.lineCount.toLocaleString('en-US')}.`}
            </p>
          )}
          <ChangeCounts
            caption="Changes per pay date"
            rowHeader="Pay date"
            rows={preview.pay_dates}
            rowKey={(row) => row.pay_date}
            name={(row) =>
              (payStatusOf(row.pay_date) === 'PAID' ? formatUsDate(row.pay_date) : row.pay_date) +
              (row.after ? ` · ${AFTER[row.after]}` : '')
            }
          />
        </>
      )}
      <div className="cb-cluster">
        <Button onClick={onConfirm} disabled={!preview || stores === 0}>
          Store these changes
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
      {preview && stores === 0 && (
        <p className="cb-muted">Nothing to store: every line is already in the ledger.</p>
      )}
    </div>
  );
}
