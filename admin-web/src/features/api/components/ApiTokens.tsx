// The company's API tokens: create one (secret shown once), the list with last use, revoke.
import { useId, useState } from 'react';
import type { ApiToken } from '@commissionbee/shared/api';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Table, type Column } from '@commissionbee/ui/Table';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/errors';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';
import { NewTokenForm } from './NewTokenForm';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

export function ApiTokens() {
  const titleId = useId();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const onRevoke = (token: ApiToken) => {
    if (!window.confirm(`Revoke "${token.name}"? Scripts using it stop working at once.`)) return;
    revoke.mutate(token.id, {
      onSuccess: () => setMessage({ ok: true, text: `"${token.name}" was revoked.` }),
      onError: (error) => setMessage({ ok: false, text: errorMessage(error) }),
    });
  };

  const columns: Column<ApiToken>[] = [
    { key: 'name', header: 'Name' },
    { key: 'prefix', header: 'Token', render: (t) => <code>{t.prefix}…</code> },
    { key: 'scopes', header: 'Scopes', render: (t) => t.scopes.join(', ') },
    { key: 'created_by', header: 'Created by', render: (t) => t.created_by ?? '—' },
    { key: 'created_at', header: 'Created', render: (t) => when(t.created_at) },
    { key: 'last_used_at', header: 'Last used', render: (t) => when(t.last_used_at) },
    {
      key: 'revoke',
      header: 'Revoke',
      render: (t) => (
        <Button
          variant="secondary"
          aria-label={`Revoke ${t.name}`}
          disabled={revoke.isPending && revoke.variables === t.id}
          onClick={() => onRevoke(t)}
        >
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>API tokens</h2>
      <p className="cb-muted">
        A token lets a script call the API as this company, with only the scopes you give it. Send
        it as <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <NewTokenForm />
      {message && (
        <Alert variant={message.ok ? 'success' : 'error'} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <QueryState query={tokens} loading="Loading API tokens">
        {(data) => (
          <Table
            caption="API tokens"
            data={data}
            columns={columns}
            rowKey={(t) => String(t.id)}
            emptyMessage="No API tokens yet."
            emptyHint="Create one with the form above to call the API from your own tools."
          />
        )}
      </QueryState>
    </section>
  );
}
