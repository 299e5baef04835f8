// Creating an API token: a name and its scopes, checked with the shared schema.
import { useId, useState, type FormEvent } from 'react';
import {
  API_SCOPE_LABELS,
  API_SCOPES,
  newApiTokenBody,
  type ApiScope,
} from '@commissionbee/shared/api';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useCreateApiToken } from '../api/api-tokens';
import { SecretOnce } from './SecretOnce';

export function NewTokenForm() {
  const nameId = useId();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (scope: ApiScope) =>
    setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newApiTokenBody.safeParse({ name, scopes });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0].message);
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setSecret(created.secret);
        setName('');
        setScopes([]);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  if (secret)
    return (
      <SecretOnce label="Your new API token." secret={secret} onDone={() => setSecret(null)} />
    );

  return (
    <form className="cb-form" aria-label="New API token" onSubmit={onSubmit}>
      <div className="cb-field">
        <label className="cb-label" htmlFor={nameId}>
          Token name
        </label>
        <input
          id={nameId}
          className="cb-input"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="api-scopes">
        <legend className="cb-label">Scopes</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="api-scope">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={() => toggle(scope)}
            />{' '}
            <code>{scope}</code> <span className="cb-muted">{API_SCOPE_LABELS[scope]}</span>
          </label>
        ))}
      </fieldset>
      {problem && <Alert variant="error">{problem}</Alert>}
      <div className="cb-cluster">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
      </div>
    </form>
  );
}
