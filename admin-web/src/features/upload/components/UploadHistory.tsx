// Recent upload batches (when, who, file, rows, total) with 'Undo' after a confirmation.
import { useState } from 'react';
import { formatMoney } from '@commissionbee/shared/money';
import type { UploadBatch } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { Table, type Column } from '@commissionbee/ui/Table';
import { errorMessage } from '../../../lib/errors';
import { useUploads } from '../api/get-uploads';
import { useUndoUpload } from '../api/undo-upload';
import { formatMoment, plural } from '../lib/format';
import { UndoDialog } from './UndoDialog';

export function UploadHistory() {
  const uploads = useUploads();
  const undo = useUndoUpload();
  const [asking, setAsking] = useState<UploadBatch | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);

  const confirm = (batch: UploadBatch) =>
    undo.mutate(batch.id, {
      onSuccess: ({ deleted }) =>
        setNotice({
          variant: 'success',
          text: `Upload undone: ${plural(deleted, 'record')} removed.`,
        }),
      onError: (error) => setNotice({ variant: 'error', text: errorMessage(error) }),
      onSettled: () => setAsking(null),
    });

  const columns: Column<UploadBatch>[] = [
    {
      key: 'created_at',
      header: 'When',
      className: 'cb-nowrap',
      render: (b) => formatMoment(b.created_at),
    },
    { key: 'uploaded_by', header: 'Who', render: (b) => b.uploaded_by ?? '' },
    { key: 'file_name', header: 'File', render: (b) => b.file_name || '—' },
    {
      key: 'row_count',
      header: 'Rows',
      className: 'cb-amount',
      render: (b) => b.row_count.toLocaleString('en-US'),
    },
    {
      key: 'total_amount',
      header: 'Total',
      className: 'cb-amount',
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
      {uploads.isPending ? (
        <Loader block label="Loading upload history" />
      ) : uploads.isError ? (
        <Alert variant="error">{errorMessage(uploads.error)}</Alert>
      ) : (
        <Table
          caption="Upload history"
          data={uploads.data}
          columns={columns}
          rowKey={(b) => b.id}
          emptyMessage="No uploads yet."
          paginationLabel="Upload history pages"
        />
      )}
      <UndoDialog
        batch={asking}
        busy={undo.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
