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
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function Backups() {
  const { t, format } = useI18n();
  const moment = (iso: string) => new Date(iso).toLocaleString(format.locale);
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
          text: t('super.backupWritten', { name: taken.name, size: formatBytes(taken.size) }),
        }),
      onError: (error) =>
        setMessage({
          ok: false,
          text: t('super.backupFailed', { reason: errorMessage(error, t('app.genericError')) }),
        }),
    });
  };
  const save = (name: string) => {
    setMessage(null);
    download.mutate(name, {
      onError: (error) =>
        setMessage({
          ok: false,
          text: t('super.downloadFailed', {
            name,
            reason: errorMessage(error, t('app.genericError')),
          }),
        }),
    });
  };

  const columns: Column<BackupFile>[] = [
    { key: 'name', header: t('super.file') },
    { key: 'size', header: t('super.size'), render: (b) => formatBytes(b.size) },
    { key: 'created_at', header: t('super.taken'), render: (b) => moment(b.created_at) },
    {
      key: 'download',
      header: t('super.download'),
      render: (b) => (
        <Button
          variant="secondary"
          aria-label={t('super.downloadWho', { name: b.name })}
          disabled={download.isPending && download.variables === b.name}
          onClick={() => save(b.name)}
        >
          {t('super.download')}
        </Button>
      ),
    },
  ];

  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('super.backups')}</h2>
      {message && (
        <Alert variant={message.ok ? 'success' : 'error'} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <QueryState query={backups} loading={t('super.loadingBackups')}>
        {(data) =>
          !data.available ? (
            <p>{data.message}</p>
          ) : (
            <>
              <p>
                {/* The server's own path is not shown (issue 27): it says nothing an admin can use here. */}
                {t('super.scheduled', { schedule: data.schedule, keep: String(data.keep) })}{' '}
                <code>npm run restore -- FILE</code>).
              </p>
              {data.last_error && (
                <Alert variant="error">
                  {t('super.lastFailed', {
                    when: moment(data.last_error.at),
                    reason: data.last_error.message,
                  })}
                </Alert>
              )}
              <div className="cb-cluster">
                <Button onClick={backUpNow} disabled={take.isPending || data.running}>
                  {take.isPending || data.running ? t('super.backingUp') : t('super.backUpNow')}
                </Button>
              </div>
              <Table
                caption={t('super.backups')}
                data={data.backups}
                columns={columns}
                rowKey={(b) => b.name}
                emptyMessage={t('super.noBackups')}
                emptyHint={t('super.noBackupsHint')}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
