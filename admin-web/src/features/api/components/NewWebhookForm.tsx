// Registering a webhook endpoint: its URL and events, checked with the shared schema.
import { newWebhookBody, WEBHOOK_EVENTS } from '@commissionbee/shared/api';
import { useCreateWebhook } from '../api/webhooks';
import { NewSecretForm } from './NewSecretForm';

export function NewWebhookForm() {
  return (
    <NewSecretForm
      name="New webhook endpoint"
      field={{
        label: 'Endpoint URL',
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://example.com/commissionbee',
        maxLength: 2048,
      }}
      choices={{ legend: 'Events', all: WEBHOOK_EVENTS }}
      parse={(url, events) => newWebhookBody.safeParse({ url, events })}
      create={useCreateWebhook()}
      submit={{ idle: 'Add endpoint', pending: 'Adding…' }}
      secretLabel="The endpoint's signing secret."
    />
  );
}
