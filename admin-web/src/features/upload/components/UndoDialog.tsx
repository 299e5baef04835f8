// Asks before an upload batch is undone, saying what goes and what comes back; when the server
// refuses (a later upload changed its lines) it stays open and names those uploads.
import type { UploadBatch } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';
import { Overlay } from '@commissionbee/ui/Overlay';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useMoments } from '../../../i18n/moments';

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
  const { t } = useI18n();
  const moments = useMoments();
  const name = batch?.file_name || t('upload.undo.thisUpload');
  return (
    <Overlay open={batch !== null} onClose={onCancel} title={t('upload.undo.title')}>
      {batch && blockers ? (
        <div className="cb-stack">
          <p role="alert">{t('upload.undo.blocked', { name, count: blockers.length })}</p>
          <ul className="upload-blockers">
            {blockers.map((upload) => (
              <li key={upload.id}>
                <strong>{upload.file_name || t('upload.undo.noFileName')}</strong>
                {t('upload.undo.uploadedAt', { when: moments.prose(upload.created_at) })}
              </li>
            ))}
          </ul>
          <p className="cb-muted">{t('upload.undo.nothingChanged')}</p>
          <div className="cb-cluster">
            <Button variant="secondary" onClick={onCancel}>
              {t('upload.undo.backToHistory')}
            </Button>
          </div>
        </div>
      ) : (
        batch && (
          <div className="cb-stack">
            <p>
              {batch.uploaded_by
                ? t('upload.undo.removesBy', {
                    count: batch.row_count,
                    name,
                    when: moments.prose(batch.created_at),
                    who: batch.uploaded_by_name ?? batch.uploaded_by,
                  })
                : t('upload.undo.removes', {
                    count: batch.row_count,
                    name,
                    when: moments.prose(batch.created_at),
                  })}{' '}
              {t('upload.undo.restores')}
            </p>
            <p className="cb-muted">{t('upload.undo.later')}</p>
            <div className="cb-cluster">
              <Button variant="danger" loading={busy} onClick={() => onConfirm(batch)}>
                {t('upload.undo.confirm', { count: batch.row_count })}
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                {t('upload.undo.cancel')}
              </Button>
            </div>
          </div>
        )
      )}
    </Overlay>
  );
}
