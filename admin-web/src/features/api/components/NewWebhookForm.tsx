// Registering a webhook endpoint: its URL and events, checked with the shared schema.
import { useId, useState, type FormEvent } from 'react';
import { newWebhookBody, WEBHOOK_EVENTS, type WebhookEvent } from '@commissionbee/shared/api';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useCreateWebhook } from '../api/webhooks';
import { SecretOnce } from './SecretOnce';

export function NewWebhookForm() {
  const urlId = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEvent) =>
    setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newWebhookBody.safeParse({ url, events });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0].message);
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setSecret(created.secret);
        setUrl('');
        setEvents([]);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  if (secret)
    return (
      <SecretOnce
        label="The endpoint's signing secret."
        secret={secret}
        onDone={() => setSecret(null)}
      />
    );

  return (
    <form className="cb-form" aria-label="New webhook endpoint" onSubmit={onSubmit}>
      <div className="cb-field">
        <label className="cb-label" htmlFor={urlId}>
          Endpoint URL
        </label>
        <input
          id={urlId}
          className="cb-input"
          type="url"
          inputMode="url"
          placeholder="https://example.com/commissionbee"
          value={url}
          maxLength={2048}
          onChange={(e) => setUrl(e.target.value)}
        />
      </div>
      <fieldset className="api-scopes">
        <legend className="cb-label">Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="api-scope">
            <input
              type="checkbox"
              checked={events.includes(event)}
              onChange={() => toggle(event)}
            />{' '}
            <code>{event}</code>
          </label>
        ))}
      </fieldset>
      {problem && <Alert variant="error">{problem}</Alert>}
      <div className="cb-cluster">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}
