// Registering a webhook endpoint: its URL and events, checked with the shared schema.
import { newWebhookBody, WEBHOOK_EVENTS } from '@commissionbee/shared/api';
import { useCreateWebhook } from '../api/webhooks';
import { NewSecretForm, type SchemaIssue } from './NewSecretForm';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** The words of a refusal of newWebhookBody (whose messages are the English ones). */
export const webhookProblem = (issue: SchemaIssue) =>
  issue.path[0] === 'events'
    ? 'apiTokens.eventsRequired'
    : issue.code === 'too_big'
      ? 'apiTokens.urlTooLong'
      : 'apiTokens.urlInvalid';

export function NewWebhookForm() {
  const { t } = useI18n();
  return (
    <NewSecretForm
      name={t('apiTokens.newEndpoint')}
      field={{
        label: t('apiTokens.endpointUrl'),
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://example.com/commissionbee',
        maxLength: 2048,
      }}
      choices={{ legend: t('apiTokens.events'), all: WEBHOOK_EVENTS }}
      parse={(url, events) => newWebhookBody.safeParse({ url, events })}
      problem={(issue) => t(webhookProblem(issue))}
      create={useCreateWebhook()}
      submit={{ idle: t('apiTokens.addEndpoint'), pending: t('apiTokens.adding') }}
      secretLabel={t('apiTokens.signingSecret')}
    />
  );
}
