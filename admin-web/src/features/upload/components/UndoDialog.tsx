// Asks before an upload batch is undone: undoing removes rows that may already have been emailed.
import type { UploadBatch } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';
import { Overlay } from '@commissionbee/ui/Overlay';
import { formatMoment, plural } from '../lib/format';

export interface UndoDialogProps {
  batch: UploadBatch | null;
  busy: boolean;
  onConfirm: (batch: UploadBatch) => void;
  onCancel: () => void;
}

export function UndoDialog({ batch, busy, onConfirm, onCancel }: UndoDialogProps) {
  return (
    <Overlay open={batch !== null} onClose={onCancel} title="Undo this upload?">
      {batch && (
        <div className="cb-stack">
          <p>
            {`This removes the ${plural(batch.row_count, 'record')} of ${batch.file_name || 'this upload'}, uploaded ${formatMoment(batch.created_at)}`}
            {batch.uploaded_by ? ` by ${batch.uploaded_by}.` : '.'} Lines it replaced get their
            earlier values back. Other uploads are not touched.
          </p>
          <div className="cb-cluster">
            <Button variant="danger" loading={busy} onClick={() => onConfirm(batch)}>
              Undo upload
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </Overlay>
  );
}
