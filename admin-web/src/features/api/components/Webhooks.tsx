// The company's webhook endpoints: add one (secret shown once), list, delete, delivery log.
import { useId, useState } from 'react';
import type { WebhookEndpoint } from '@commissionbee/shared/api';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/errors';
import { useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { DeliveryLog } from './DeliveryLog';
import { NewWebhookForm } from './NewWebhookForm';

function Endpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  const logId = useId();
  return (
    <li className="cb-card cb-stack api-endpoint">
      <p>
        <strong className="api-url">{endpoint.url}</strong>
        <br />
        <span className="cb-muted">
          {endpoint.events.join(', ')} · added by {endpoint.created_by ?? '—'}
        </span>
      </p>
      <div className="cb-cluster">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button
          variant="secondary"
          aria-label={`Delete ${endpoint.url}`}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Delete the endpoint ${endpoint.url} and its delivery log?`))
              remove.mutate(endpoint.id);
          }}
        >
          Delete
        </Button>
      </div>
      {remove.isError && <Alert variant="error">{errorMessage(remove.error)}</Alert>}
      <div id={logId}>{open && <DeliveryLog endpointId={endpoint.id} />}</div>
    </li>
  );
}

export function Webhooks() {
  const titleId = useId();
  const webhooks = useWebhooks();
  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>Webhooks</h2>
      <p className="cb-muted">
        We POST each event you choose to your URL, signed with the endpoint's secret (header
        CommissionBee-Signature), and retry for a day until it answers 2xx.
      </p>
      <NewWebhookForm />
      <QueryState query={webhooks} loading="Loading webhooks">
        {(data) =>
          data.length === 0 ? (
            <div>
              <p>No webhook endpoints yet.</p>
              <p className="cb-muted">Add one with the form above to receive events.</p>
            </div>
          ) : (
            <ul className="cb-stack api-endpoints" aria-label="Webhook endpoints">
              {data.map((endpoint) => (
                <Endpoint key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
