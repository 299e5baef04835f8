// Recent upload batches (when, who, file, rows, total) with 'Undo' after a confirmation.
import { useState } from 'react';
import { formatMoney } from '@commissionbee/shared/money';
import type { UploadBatch } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Table, type Column } from '@commissionbee/ui/Table';
import { ApiError } from '@commissionbee/shared/api-client';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/errors';
import { useUploads } from '../api/get-uploads';
import { useUndoUpload } from '../api/undo-upload';
import { formatMoment, plural } from '../lib/format';
import { UndoDialog } from './UndoDialog';

/** The uploads to undo first, listed after a refused undo (409). */
function laterUploads(error: unknown): string {
  const later = error instanceof ApiError ? (error.body as { uploads?: unknown })?.uploads : null;
  if (!Array.isArray(later) || later.length === 0) return '';
  const names = (later as Pick<UploadBatch, 'file_name' | 'created_at'>[]).map(
    (upload) => `${upload.file_name || 'an upload'} (${formatMoment(upload.created_at)})`,
  );
  return ` ${names.join(', ')}.`;
}

export function UploadHistory() {
  const uploads = useUploads();
  const undo = useUndoUpload();
  const [asking, setAsking] = useState<UploadBatch | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);

  const confirm = (batch: UploadBatch) =>
    undo.mutate(batch.id, {
      onSuccess: ({ deleted, restored }) =>
        setNotice({
          variant: 'success',
          text:
            `Upload undone: ${plural(deleted, 'record')} removed` +
            (restored > 0 ? `, ${plural(restored, 'record')} restored.` : '.'),
        }),
      onError: (error) =>
        setNotice({ variant: 'error', text: errorMessage(error) + laterUploads(error) }),
      onSettled: () => setAsking(null),
    });

  const columns: Column<UploadBatch>[] = [
    {
      key: 'created_at',
      header: 'When',
      className: 'cb-num',
      render: (b) => formatMoment(b.created_at),
    },
    {
      key: 'uploaded_by',
      header: 'Who',
      truncate: true,
      render: (b) => b.uploaded_by ?? '',
      fullText: (b) => b.uploaded_by ?? '',
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
      render: (b) => (
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
            emptyMessage="No uploads yet. Choose a CSV file above to make your first."
            paginationLabel="Upload history pages"
          />
        )}
      </QueryState>
      <UndoDialog
        batch={asking}
        busy={undo.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
