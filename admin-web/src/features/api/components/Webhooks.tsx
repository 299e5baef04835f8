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
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

function Endpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  const logId = useId();
  return (
    <li className="cb-card cb-stack api-endpoint">
      <p>
        <strong className="api-url">{endpoint.url}</strong>
        <br />
        <span className="cb-muted">
          {endpoint.events.join(', ')} ·{' '}
          {t('apiTokens.addedBy', { who: endpoint.created_by ?? '—' })}
        </span>
      </p>
      <div className="cb-cluster">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('apiTokens.hideDeliveries') : t('apiTokens.deliveries')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('apiTokens.deleteWho', { url: endpoint.url })}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('apiTokens.deleteConfirm', { url: endpoint.url })))
              remove.mutate(endpoint.id);
          }}
        >
          {t('apiTokens.delete')}
        </Button>
      </div>
      {remove.isError && (
        <Alert variant="error">{errorMessage(remove.error, t('app.genericError'))}</Alert>
      )}
      <div id={logId}>{open && <DeliveryLog endpointId={endpoint.id} />}</div>
    </li>
  );
}

export function Webhooks() {
  const { t } = useI18n();
  const titleId = useId();
  const webhooks = useWebhooks();
  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('apiTokens.webhooks')}</h2>
      <p className="cb-muted">{t('apiTokens.webhooksIntro')}</p>
      <NewWebhookForm />
      <QueryState query={webhooks} loading={t('apiTokens.loadingWebhooks')}>
        {(data) =>
          data.length === 0 ? (
            <div>
              <p>{t('apiTokens.noEndpoints')}</p>
              <p className="cb-muted">{t('apiTokens.noEndpointsHint')}</p>
            </div>
          ) : (
            <ul className="cb-stack api-endpoints" aria-label={t('apiTokens.endpoints')}>
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
