// /bee/people (issue 32): the company's people with role, status and last sign-in; invite by
// email with a role; change a role; deactivate (API tokens revoked or handed to another admin);
// reactivate. Super users choose the company.
import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Table, type Column } from '@commissionbee/ui/Table';
import type { PeopleRole, Person } from '@commissionbee/shared/people';
import { Button } from '@commissionbee/ui/Button';
import { QueryState } from '../../../components/QueryState';
import { useSignedInUser } from '../../../lib/auth/signed-in-user';
import { isSuper } from '../../../lib/auth/roles';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useCompanyChoices,
  useDeactivate,
  usePeople,
  useReactivate,
  useSetRole,
} from '../api/people';
import { DeactivateForm } from '../components/DeactivateForm';
import { InviteForm } from '../components/InviteForm';
import { ScimSettings } from '../components/ScimSettings';
import { SsoSettings } from '../components/SsoSettings';
import '../people.css';
import { ROLE_WORDS, SIGN_IN_WORDS, STATUS_WORDS } from '../lib/people-words';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** A moment: 'Nov 20, 2026, 10:00 AM' in English, Intl's in other languages. */
const whenIn = (locale: string) => (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : null;

const STATUS_CLASS: Record<Person['status'], string> = {
  active: 'cb-badge cb-badge--success',
  invited: 'cb-badge cb-badge--pending',
  deactivated: 'cb-badge cb-badge--danger',
};

export function PeoplePage() {
  const { t, format } = useI18n();
  const when = whenIn(format.locale);
  useDocumentTitle(t('people.title'));
  const user = useSignedInUser();
  const superUser = isSuper(user);
  const companies = useCompanyChoices(superUser);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const list = usePeople(companyId);
  const setRole = useSetRole();
  const deactivate = useDeactivate();
  const reactivate = useReactivate();
  const [leaving, setLeaving] = useState<Person | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const report = (text: string) => () => setMessage({ ok: true, text });
  const fail = (error: unknown) =>
    setMessage({ ok: false, text: errorMessage(error, t('app.genericError')) });

  const changeRole = (p: Person, role: PeopleRole) =>
    setRole.mutate(
      { id: p.id, role },
      {
        onSuccess: report(t('people.roleChanged', { email: p.email, role: t(ROLE_WORDS[role]) })),
        onError: fail,
      },
    );

  const columns: Column<Person>[] = [
    {
      key: 'email',
      header: t('people.person'),
      render: (p) => (
        <span className="people-who">
          {p.name && <strong>{p.name}</strong>}
          <span>{p.email}</span>
        </span>
      ),
    },
    {
      key: 'role',
      header: t('people.role'),
      render: (p) =>
        p.id === user.user_id || p.status === 'deactivated' ? (
          t(ROLE_WORDS[p.role])
        ) : (
          <select
            className="cb-select people-role"
            aria-label={t('people.roleOf', { email: p.email })}
            value={p.role}
            disabled={setRole.isPending}
            onChange={(e) => changeRole(p, e.target.value as PeopleRole)}
          >
            <option value="admin">{t(ROLE_WORDS.admin)}</option>
            <option value="standard">{t(ROLE_WORDS.standard)}</option>
          </select>
        ),
    },
    {
      key: 'status',
      header: t('people.status'),
      render: (p) => (
        <span className="people-status">
          <span className={STATUS_CLASS[p.status]}>{t(STATUS_WORDS[p.status])}</span>
          {p.status === 'invited' && p.invitation_expires_at && (
            <span className="cb-muted">
              {t('people.linkUntil', { when: when(p.invitation_expires_at) ?? '' })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'last_sign_in_at',
      header: t('people.lastSignIn'),
      render: (p) =>
        p.last_sign_in_at ? (
          <span className="people-status">
            <span className="cb-nowrap">{when(p.last_sign_in_at)}</span>
            {p.last_sign_in_method && (
              <span className="cb-muted">{t(SIGN_IN_WORDS[p.last_sign_in_method])}</span>
            )}
          </span>
        ) : (
          <span className="cb-muted">{t('people.never')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('people.access'),
      render: (p) =>
        p.id === user.user_id ? (
          <span className="cb-muted">{t('people.you')}</span>
        ) : p.status === 'deactivated' ? (
          <Button
            variant="secondary"
            small
            aria-label={t('people.reactivateWho', { email: p.email })}
            disabled={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(p.id, {
                onSuccess: report(t('people.reactivated', { email: p.email })),
                onError: fail,
              })
            }
          >
            {t('people.reactivate')}
          </Button>
        ) : (
          <Button
            variant="danger"
            small
            aria-label={t('people.deactivateWho', { email: p.email })}
            onClick={() => {
              setMessage(null);
              setLeaving(p);
            }}
          >
            {t('people.deactivate')}
          </Button>
        ),
    },
  ];

  return (
    <div className="cb-stack">
      <h1>{t('people.title')}</h1>
      <p className="cb-muted">{t('people.intro')}</p>
      {superUser && (
        <label className="people-company">
          {t('people.company')}
          <select
            className="cb-select"
            value={companyId ?? ''}
            onChange={(e) => setCompanyId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('people.myCompany')}</option>
            {(companies.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.id})
              </option>
            ))}
          </select>
        </label>
      )}
      <InviteForm companyId={companyId} />
      {message && (
        <Alert variant={message.ok ? 'success' : 'error'} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <QueryState query={list} loading={t('people.loading')}>
        {(data) => (
          <section className="cb-card cb-stack" aria-labelledby="people-title">
            <h2 id="people-title">{data.company_name || t('people.title')}</h2>
            {leaving && (
              <DeactivateForm
                person={leaving}
                heirs={data.people.filter(
                  (p) => p.id !== leaving.id && p.role === 'admin' && p.status === 'active',
                )}
                pending={deactivate.isPending}
                onCancel={() => setLeaving(null)}
                onConfirm={(transferTo) =>
                  deactivate.mutate(
                    { id: leaving.id, transferTo },
                    {
                      onSuccess: (done) => {
                        setLeaving(null);
                        setMessage({
                          ok: true,
                          text:
                            t('people.deactivated', { email: done.email }) +
                            (done.api_tokens_transferred
                              ? ` ${t('people.tokensHandedOver', { count: done.api_tokens_transferred })}`
                              : done.api_tokens_revoked
                                ? ` ${t('people.tokensRevoked', { count: done.api_tokens_revoked })}`
                                : ''),
                        });
                      },
                      onError: (error) => {
                        setLeaving(null);
                        fail(error);
                      },
                    },
                  )
                }
              />
            )}
            <Table
              caption={t('people.title')}
              data={data.people}
              columns={columns}
              rowKey={(p) => String(p.id)}
              pageSize={25}
              emptyMessage={t('people.empty')}
              emptyHint={t('people.emptyHint')}
            />
          </section>
        )}
      </QueryState>
      {companyId === null && <SsoSettings />}
      {companyId === null && <ScimSettings />}
    </div>
  );
}
