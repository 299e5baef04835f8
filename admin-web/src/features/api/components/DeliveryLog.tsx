// One endpoint's delivery log: each delivery with its attempts, and a replay button.
import { useState } from 'react';
import type { WebhookDelivery } from '@commissionbee/shared/api';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { Table, type Column } from '@commissionbee/ui/Table';
import { errorMessage } from '../../../lib/errors';
import { useDeliveries, useReplayDelivery } from '../api/webhooks';

const attemptText = (d: WebhookDelivery) =>
  d.attempts.length === 0
    ? 'Not tried yet'
    : d.attempts
        .map((a) => (a.status_code !== null ? `HTTP ${a.status_code}` : (a.error ?? 'error')))
        .join(' → ');

export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const deliveries = useDeliveries(endpointId);
  const replay = useReplayDelivery(endpointId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const columns: Column<WebhookDelivery>[] = [
    { key: 'created_at', header: 'When', render: (d) => new Date(d.created_at).toLocaleString() },
    { key: 'event', header: 'Event', render: (d) => <code>{d.event}</code> },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (d.replay_of ? `${d.status} (replay)` : d.status),
    },
    { key: 'attempts', header: 'Attempts', render: attemptText },
    {
      key: 'replay',
      header: 'Replay',
      render: (d) => (
        <Button
          variant="secondary"
          aria-label={`Replay ${d.event} of ${new Date(d.created_at).toLocaleString()}`}
          disabled={replay.isPending && replay.variables === d.id}
          onClick={() =>
            replay.mutate(d.id, {
              onSuccess: () => setMessage({ ok: true, text: 'Sent again.' }),
              onError: (error) => setMessage({ ok: false, text: errorMessage(error) }),
            })
          }
        >
          Replay
        </Button>
      ),
    },
  ];

  if (deliveries.isPending) return <Loader block label="Loading deliveries" />;
  if (deliveries.isError) return <Alert variant="error">{errorMessage(deliveries.error)}</Alert>;
  return (
    <div className="cb-stack">
      {message && (
        <Alert variant={message.ok ? 'success' : 'error'} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <div className="cb-cluster">
        <Button variant="secondary" onClick={() => void deliveries.refetch()}>
          Refresh
        </Button>
      </div>
      <Table
        caption="Deliveries"
        data={deliveries.data}
        columns={columns}
        rowKey={(d) => d.id}
        emptyMessage="No deliveries yet."
        emptyHint="Each event sent to an endpoint shows here; choose Refresh to check again."
      />
    </div>
  );
}
