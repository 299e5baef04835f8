// Creating an API token: a name and its scopes, checked with the shared schema.
import { API_SCOPE_LABELS, API_SCOPES, newApiTokenBody } from '@commissionbee/shared/api';
import { useCreateApiToken } from '../api/api-tokens';
import { NewSecretForm } from './NewSecretForm';

export function NewTokenForm() {
  return (
    <NewSecretForm
      name="New API token"
      field={{ label: 'Token name', maxLength: 100 }}
      choices={{
        legend: 'Scopes',
        all: API_SCOPES,
        describe: (scope) => <span className="cb-muted">{API_SCOPE_LABELS[scope]}</span>,
      }}
      parse={(name, scopes) => newApiTokenBody.safeParse({ name, scopes })}
      create={useCreateApiToken()}
      submit={{ idle: 'Create token', pending: 'Creating…' }}
      secretLabel="Your new API token."
    />
  );
}
