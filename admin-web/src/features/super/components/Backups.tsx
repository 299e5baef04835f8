// The super users' 'Backups' section: the embedded database's backups, 'Back up now' and downloads.
import { useId, useState } from 'react';
import type { BackupFile } from '@commissionbee/shared/backups';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Table, type Column } from '@commissionbee/ui/Table';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/errors';
import { useDownloadBackup } from '../api/download-backup';
import { useBackups } from '../api/get-backups';
import { useTakeBackup } from '../api/take-backup';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function Backups() {
  const titleId = useId();
  const backups = useBackups();
  const take = useTakeBackup();
  const download = useDownloadBackup();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const backUpNow = () => {
    setMessage(null);
    take.mutate(undefined, {
      onSuccess: (taken) =>
        setMessage({
          ok: true,
          text: `Backup ${taken.name} written (${formatBytes(taken.size)}).`,
        }),
      onError: (error) =>
        setMessage({ ok: false, text: `The backup failed: ${errorMessage(error)}` }),
    });
  };
  const save = (name: string) => {
    setMessage(null);
    download.mutate(name, {
      onError: (error) =>
        setMessage({ ok: false, text: `Could not download ${name}: ${errorMessage(error)}` }),
    });
  };

  const columns: Column<BackupFile>[] = [
    { key: 'name', header: 'File' },
    { key: 'size', header: 'Size', render: (b) => formatBytes(b.size) },
    { key: 'created_at', header: 'Taken', render: (b) => new Date(b.created_at).toLocaleString() },
    {
      key: 'download',
      header: 'Download',
      render: (b) => (
        <Button
          variant="secondary"
          aria-label={`Download ${b.name}`}
          disabled={download.isPending && download.variables === b.name}
          onClick={() => save(b.name)}
        >
          Download
        </Button>
      ),
    },
  ];

  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>Backups</h2>
      {message && (
        <Alert variant={message.ok ? 'success' : 'error'} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <QueryState query={backups} loading="Loading backups">
        {(data) =>
          !data.available ? (
            <p>{data.message}</p>
          ) : (
            <>
              <p>
                {/* The server's own path is not shown (issue 27): it says nothing an admin can use here. */}
                Scheduled: {data.schedule}; the newest {data.keep} are kept on the server. Each file
                is a plain SQL dump (restore with <code>npm run restore -- FILE</code>).
              </p>
              {data.last_error && (
                <Alert variant="error">
                  The last backup failed ({new Date(data.last_error.at).toLocaleString()}):{' '}
                  {data.last_error.message}
                </Alert>
              )}
              <div className="cb-cluster">
                <Button onClick={backUpNow} disabled={take.isPending || data.running}>
                  {take.isPending || data.running ? 'Backing up…' : 'Back up now'}
                </Button>
              </div>
              <Table
                caption="Backups"
                data={data.backups}
                columns={columns}
                rowKey={(b) => b.name}
                emptyMessage="No backups yet."
                emptyHint="Choose Back up now to take the first one."
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
