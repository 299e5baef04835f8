// Asks before an upload batch is undone, saying what goes and what comes back; when the server
// refuses (a later upload changed its lines) it stays open and names those uploads.
import type { UploadBatch } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';
import { Overlay } from '@commissionbee/ui/Overlay';
import { formatProseMoment, plural } from '../lib/format';

/** An upload in the way of an undo, as the 409 lists it. */
export type BlockingUpload = Pick<UploadBatch, 'id' | 'file_name' | 'created_at'>;

export interface UndoDialogProps {
  batch: UploadBatch | null;
  busy: boolean;
  /** The later uploads to undo first, once the server refused; null before. */
  blockers: BlockingUpload[] | null;
  onConfirm: (batch: UploadBatch) => void;
  onCancel: () => void;
}

export function UndoDialog({ batch, busy, blockers, onConfirm, onCancel }: UndoDialogProps) {
  const name = batch?.file_name || 'this upload';
  return (
    <Overlay open={batch !== null} onClose={onCancel} title="Undo this upload?">
      {batch && blockers ? (
        <div className="cb-stack">
          <p role="alert">
            {`${name} can’t be undone yet: later uploads changed some of its lines. Undo ${
              blockers.length === 1 ? 'this one' : 'these'
            } first, newest first:`}
          </p>
          <ul className="upload-blockers">
            {blockers.map((upload) => (
              <li key={upload.id}>
                <strong>{upload.file_name || 'An upload without a file name'}</strong>
                {`, uploaded ${formatProseMoment(upload.created_at)}`}
              </li>
            ))}
          </ul>
          <p className="cb-muted">Nothing was changed.</p>
          <div className="cb-cluster">
            <Button variant="secondary" onClick={onCancel}>
              Back to the history
            </Button>
          </div>
        </div>
      ) : (
        batch && (
          <div className="cb-stack">
            <p>
              {`This removes the ${plural(batch.row_count, 'row')} of ${name}, uploaded ${formatProseMoment(batch.created_at)}`}
              {batch.uploaded_by ? ` by ${batch.uploaded_by_name ?? batch.uploaded_by}.` : '.'}{' '}
              Lines it replaced get their earlier values back.
            </p>
            <p className="cb-muted">
              If a later upload changed any of its lines, you will be told which to undo first and
              nothing changes. The upload stays in the history, marked Undone.
            </p>
            <div className="cb-cluster">
              <Button variant="danger" loading={busy} onClick={() => onConfirm(batch)}>
                {`Undo ${plural(batch.row_count, 'row')}`}
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </div>
        )
      )}
    </Overlay>
  );
}
