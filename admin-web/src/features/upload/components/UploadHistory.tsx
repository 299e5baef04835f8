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
import { formatMoment, plural } from '../lib/format';
import { UndoDialog, type BlockingUpload } from './UndoDialog';

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
          text:
            `Upload undone: ${plural(deleted, 'row')} removed` +
            (restored > 0 ? `, ${plural(restored, 'row')} restored.` : '.'),
        });
        close();
      },
      onError: (error) => {
        const later = laterUploads(error);
        if (later) return setBlockers(later);
        setNotice({ variant: 'error', text: errorMessage(error) });
        close();
      },
    });

  const columns: Column<UploadBatch>[] = [
    {
      key: 'created_at',
      header: 'When',
      className: 'cb-num',
      render: (b) => formatMoment(b.created_at),
    },
    {
      key: 'status',
      header: 'Status',
      render: (b) =>
        b.undone ? (
          <span
            className="upload-undone"
            title={
              b.undone_at
                ? `Undone ${formatMoment(b.undone_at)}${undoneBy(b) ? ` by ${undoneBy(b)}` : ''}`
                : undefined
            }
          >
            Undone
          </span>
        ) : (
          'Stored'
        ),
    },
    {
      key: 'uploaded_by',
      header: 'Who',
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
      header: 'File',
      truncate: true,
      render: (b) => b.file_name || '—',
      fullText: (b) => b.file_name ?? '',
    },
    {
      key: 'row_count',
      header: 'Rows',
      align: 'end',
      render: (b) => b.row_count.toLocaleString('en-US'),
    },
    {
      key: 'total_amount',
      header: 'Total',
      align: 'end',
      render: (b) => formatMoney(b.total_amount),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (b) =>
        b.undone ? (
          <span className="cb-muted">
            {b.undone_at ? `Undone ${formatMoment(b.undone_at)}` : 'Undone'}
          </span>
        ) : (
          <Button
            variant="secondary"
            small
            aria-label={`Undo ${b.file_name || 'upload'} of ${formatMoment(b.created_at)}`}
            onClick={() => {
              setNotice(null);
              setAsking(b);
            }}
          >
            Undo
          </Button>
        ),
    },
  ];

  return (
    <section className="cb-stack" aria-labelledby="upload-history-title">
      <h2 id="upload-history-title">Upload history</h2>
      {notice && (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <QueryState query={uploads} loading="Loading upload history">
        {(data) => (
          <Table
            caption="Upload history"
            data={data}
            columns={columns}
            rowKey={(b) => b.id}
            rowClassName={(b) => (b.undone ? 'upload-row--undone' : undefined)}
            emptyMessage="No uploads yet. Choose a CSV file above to make your first."
            paginationLabel="Upload history pages"
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
