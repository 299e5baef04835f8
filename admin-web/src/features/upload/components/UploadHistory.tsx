// Recent upload batches (when, who, file, rows, total) with 'Undo' after a confirmation; undone
// uploads stay listed, marked Undone.
import { useState } from 'react';
import { formatMoney } from '@commissionbee/shared/money';
import type { UploadBatch } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Table, type Column } from '@commissionbee/ui/Table';
import { hasErrorCode } from '@commissionbee/shared/api-client';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/errors';
import { useUploads } from '../api/get-uploads';
import { useUndoUpload } from '../api/undo-upload';
import { UndoDialog, type BlockingUpload } from './UndoDialog';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useMoments } from '../../../i18n/moments';

/** The uploads to undo first, from a refused undo (409); null for any other failure. */
function laterUploads(error: unknown): BlockingUpload[] | null {
  const later = hasErrorCode(error, 'UPLOAD_UNDO_LATER_FIRST')
    ? (error.body as { uploads?: unknown })?.uploads
    : null;
  return Array.isArray(later) && later.length > 0 ? (later as BlockingUpload[]) : null;
}

/** Who undid it: their name with the email beside it, or the email alone when no name is set. */
function undoneBy(b: UploadBatch): string {
  if (!b.undone_by) return '';
  return b.undone_by_name ? `${b.undone_by_name} (${b.undone_by})` : b.undone_by;
}

export function UploadHistory() {
  const { t, format } = useI18n();
  const moments = useMoments();
  const formatMoment = moments.table;
  const uploads = useUploads();
  const undo = useUndoUpload();
  const [asking, setAsking] = useState<UploadBatch | null>(null);
  const [blockers, setBlockers] = useState<BlockingUpload[] | null>(null);
  const close = () => {
    setAsking(null);
    setBlockers(null);
  };
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);

  const confirm = (batch: UploadBatch) =>
    undo.mutate(batch.id, {
      onSuccess: ({ deleted, restored }) => {
        setNotice({
          variant: 'success',
          text: t('upload.history.undone', { deleted, restored }),
        });
        close();
      },
      onError: (error) => {
        const later = laterUploads(error);
        if (later) return setBlockers(later);
        setNotice({ variant: 'error', text: errorMessage(error, t('app.genericError')) });
        close();
      },
    });

  const columns: Column<UploadBatch>[] = [
    {
      key: 'created_at',
      header: t('upload.history.when'),
      className: 'cb-num',
      render: (b) => formatMoment(b.created_at),
    },
    {
      key: 'status',
      header: t('upload.history.status'),
      render: (b) =>
        b.undone ? (
          <span
            className="upload-undone"
            title={
              b.undone_at
                ? undoneBy(b)
                  ? t('upload.history.undoneAtBy', {
                      when: formatMoment(b.undone_at),
                      who: undoneBy(b),
                    })
                  : t('upload.history.undoneAt', { when: formatMoment(b.undone_at) })
                : undefined
            }
          >
            {t('upload.history.undoneWord')}
          </span>
        ) : (
          t('upload.history.stored')
        ),
    },
    {
      key: 'uploaded_by',
      header: t('upload.history.who'),
      render: (b) =>
        b.uploaded_by_name ? (
          <span className="upload-who">
            <span>{b.uploaded_by_name}</span>
            {b.uploaded_by && <span className="cb-muted">{b.uploaded_by}</span>}
          </span>
        ) : (
          <span className="upload-who">{b.uploaded_by ?? ''}</span>
        ),
    },
    {
      key: 'file_name',
      header: t('upload.history.file'),
      truncate: true,
      render: (b) => b.file_name || '—',
      fullText: (b) => b.file_name ?? '',
    },
    {
      key: 'row_count',
      header: t('upload.history.rows'),
      align: 'end',
      render: (b) => format.number(b.row_count),
    },
    {
      key: 'total_amount',
      header: t('upload.history.total'),
      align: 'end',
      render: (b) => formatMoney(b.total_amount),
    },
    {
      key: 'actions',
      header: t('upload.history.actions'),
      render: (b) =>
        b.undone ? (
          <span className="cb-muted">
            {b.undone_at
              ? t('upload.history.undoneAt', { when: formatMoment(b.undone_at) })
              : t('upload.history.undoneWord')}
          </span>
        ) : (
          <Button
            variant="secondary"
            small
            aria-label={t('upload.history.undoName', {
              file: b.file_name || t('upload.history.anUpload'),
              when: formatMoment(b.created_at),
            })}
            onClick={() => {
              setNotice(null);
              setAsking(b);
            }}
          >
            {t('upload.history.undo')}
          </Button>
        ),
    },
  ];

  return (
    <section className="cb-stack" aria-labelledby="upload-history-title">
      <h2 id="upload-history-title">{t('upload.history.title')}</h2>
      {notice && (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <QueryState query={uploads} loading={t('upload.history.loading')}>
        {(data) => (
          <Table
            caption={t('upload.history.title')}
            data={data}
            columns={columns}
            rowKey={(b) => b.id}
            rowClassName={(b) => (b.undone ? 'upload-row--undone' : undefined)}
            emptyMessage={t('upload.history.empty')}
            paginationLabel={t('upload.history.pages')}
          />
        )}
      </QueryState>
      <UndoDialog
        batch={asking}
        busy={undo.isPending}
        blockers={blockers}
        onConfirm={confirm}
        onCancel={close}
      />
    </section>
  );
}
