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
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function ApiTokens() {
  const { t, format } = useI18n();
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(format.locale) : t('apiTokens.never');
  const titleId = useId();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const onRevoke = (token: ApiToken) => {
    if (!window.confirm(t('apiTokens.revokeConfirm', { name: token.name }))) return;
    revoke.mutate(token.id, {
      onSuccess: () => setMessage({ ok: true, text: t('apiTokens.revoked', { name: token.name }) }),
      onError: (error) =>
        setMessage({ ok: false, text: errorMessage(error, t('app.genericError')) }),
    });
  };

  const columns: Column<ApiToken>[] = [
    { key: 'name', header: t('apiTokens.name') },
    { key: 'prefix', header: t('apiTokens.token'), render: (tok) => <code>{tok.prefix}…</code> },
    { key: 'scopes', header: t('apiTokens.scopes'), render: (tok) => tok.scopes.join(', ') },
    { key: 'created_by', header: t('apiTokens.createdBy'), render: (tok) => tok.created_by ?? '—' },
    { key: 'created_at', header: t('apiTokens.created'), render: (tok) => when(tok.created_at) },
    {
      key: 'last_used_at',
      header: t('apiTokens.lastUsed'),
      render: (tok) => when(tok.last_used_at),
    },
    {
      key: 'revoke',
      header: t('apiTokens.revoke'),
      render: (tok) => (
        <Button
          variant="secondary"
          aria-label={t('apiTokens.revokeWho', { name: tok.name })}
          disabled={revoke.isPending && revoke.variables === tok.id}
          onClick={() => onRevoke(tok)}
        >
          {t('apiTokens.revoke')}
        </Button>
      ),
    },
  ];

  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('apiTokens.tokens')}</h2>
      <p className="cb-muted">
        {t('apiTokens.tokensIntro')} <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <NewTokenForm />
      {message && (
        <Alert variant={message.ok ? 'success' : 'error'} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <QueryState query={tokens} loading={t('apiTokens.loading')}>
        {(data) => (
          <Table
            caption={t('apiTokens.tokens')}
            data={data}
            columns={columns}
            rowKey={(tok) => String(tok.id)}
            emptyMessage={t('apiTokens.empty')}
            emptyHint={t('apiTokens.emptyHint')}
          />
        )}
      </QueryState>
    </section>
  );
}
