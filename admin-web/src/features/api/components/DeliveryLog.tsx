// One endpoint's delivery log: each delivery with its attempts, and a replay button.
import { useState } from 'react';
import type { WebhookDelivery } from '@commissionbee/shared/api';
import type { Translator } from '@commissionbee/shared/i18n/messages';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { Table, type Column } from '@commissionbee/ui/Table';
import { errorMessage } from '../../../lib/errors';
import { useDeliveries, useReplayDelivery } from '../api/webhooks';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

const attemptText = (t: Translator, d: WebhookDelivery) =>
  d.attempts.length === 0
    ? t('apiTokens.notTried')
    : d.attempts
        .map((a) => (a.status_code !== null ? `HTTP ${a.status_code}` : (a.error ?? 'error')))
        .join(' → ');

export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { t, format } = useI18n();
  const moment = (iso: string) => new Date(iso).toLocaleString(format.locale);
  const deliveries = useDeliveries(endpointId);
  const replay = useReplayDelivery(endpointId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const columns: Column<WebhookDelivery>[] = [
    { key: 'created_at', header: t('apiTokens.when'), render: (d) => moment(d.created_at) },
    { key: 'event', header: t('apiTokens.event'), render: (d) => <code>{d.event}</code> },
    {
      key: 'status',
      header: t('apiTokens.status'),
      render: (d) => (d.replay_of ? t('apiTokens.replayOf', { status: d.status }) : d.status),
    },
    { key: 'attempts', header: t('apiTokens.attempts'), render: (d) => attemptText(t, d) },
    {
      key: 'replay',
      header: t('apiTokens.replay'),
      render: (d) => (
        <Button
          variant="secondary"
          aria-label={t('apiTokens.replayWho', { event: d.event, when: moment(d.created_at) })}
          disabled={replay.isPending && replay.variables === d.id}
          onClick={() =>
            replay.mutate(d.id, {
              onSuccess: () => setMessage({ ok: true, text: t('apiTokens.sentAgain') }),
              onError: (error) =>
                setMessage({ ok: false, text: errorMessage(error, t('app.genericError')) }),
            })
          }
        >
          {t('apiTokens.replay')}
        </Button>
      ),
    },
  ];

  if (deliveries.isPending) return <Loader block label={t('apiTokens.loadingDeliveries')} />;
  if (deliveries.isError)
    return <Alert variant="error">{errorMessage(deliveries.error, t('app.genericError'))}</Alert>;
  return (
    <div className="cb-stack">
      {message && (
        <Alert variant={message.ok ? 'success' : 'error'} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <div className="cb-cluster">
        <Button variant="secondary" onClick={() => void deliveries.refetch()}>
          {t('apiTokens.refresh')}
        </Button>
      </div>
      <Table
        caption={t('apiTokens.deliveries')}
        data={deliveries.data}
        columns={columns}
        rowKey={(d) => d.id}
        emptyMessage={t('apiTokens.noDeliveries')}
        emptyHint={t('apiTokens.noDeliveriesHint')}
      />
    </div>
  );
}
