// /bee/people (issue 32): the company's people with role, status and last sign-in; invite by
// email with a role; change a role; deactivate (API tokens revoked or handed to another admin);
// reactivate. Super users choose the company.
import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Table, type Column } from '@commissionbee/ui/Table';
import {
  ROLE_LABELS,
  SIGN_IN_LABELS,
  STATUS_LABELS,
  type PeopleRole,
  type Person,
} from '@commissionbee/shared/people';
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

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : null;

const STATUS_CLASS: Record<Person['status'], string> = {
  active: 'cb-badge cb-badge--success',
  invited: 'cb-badge cb-badge--pending',
  deactivated: 'cb-badge cb-badge--danger',
};

export function PeoplePage() {
  useDocumentTitle('People');
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
  const fail = (error: unknown) => setMessage({ ok: false, text: errorMessage(error) });

  const changeRole = (p: Person, role: PeopleRole) =>
    setRole.mutate(
      { id: p.id, role },
      { onSuccess: report(`${p.email} is now ${ROLE_LABELS[role]}.`), onError: fail },
    );

  const columns: Column<Person>[] = [
    {
      key: 'email',
      header: 'Person',
      render: (p) => (
        <span className="people-who">
          {p.name && <strong>{p.name}</strong>}
          <span>{p.email}</span>
        </span>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (p) =>
        p.id === user.user_id || p.status === 'deactivated' ? (
          ROLE_LABELS[p.role]
        ) : (
          <select
            className="cb-select people-role"
            aria-label={`Role of ${p.email}`}
            value={p.role}
            disabled={setRole.isPending}
            onChange={(e) => changeRole(p, e.target.value as PeopleRole)}
          >
            <option value="admin">{ROLE_LABELS.admin}</option>
            <option value="standard">{ROLE_LABELS.standard}</option>
          </select>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (
        <span className="people-status">
          <span className={STATUS_CLASS[p.status]}>{STATUS_LABELS[p.status]}</span>
          {p.status === 'invited' && p.invitation_expires_at && (
            <span className="cb-muted">link until {when(p.invitation_expires_at)}</span>
          )}
        </span>
      ),
    },
    {
      key: 'last_sign_in_at',
      header: 'Last sign-in',
      render: (p) =>
        p.last_sign_in_at ? (
          <span className="people-status">
            <span className="cb-nowrap">{when(p.last_sign_in_at)}</span>
            {p.last_sign_in_method && (
              <span className="cb-muted">{SIGN_IN_LABELS[p.last_sign_in_method]}</span>
            )}
          </span>
        ) : (
          <span className="cb-muted">Never</span>
        ),
    },
    {
      key: 'actions',
      header: 'Access',
      render: (p) =>
        p.id === user.user_id ? (
          <span className="cb-muted">You</span>
        ) : p.status === 'deactivated' ? (
          <Button
            variant="secondary"
            small
            aria-label={`Reactivate ${p.email}`}
            disabled={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(p.id, {
                onSuccess: report(`${p.email} can sign in again.`),
                onError: fail,
              })
            }
          >
            Reactivate
          </Button>
        ) : (
          <Button
            variant="danger"
            small
            aria-label={`Deactivate ${p.email}`}
            onClick={() => {
              setMessage(null);
              setLeaving(p);
            }}
          >
            Deactivate
          </Button>
        ),
    },
  ];

  return (
    <div className="cb-stack">
      <h1>People</h1>
      <p className="cb-muted">
        Who can sign in to this company&apos;s back office. Administrators upload, send links and
        manage people; Standard Users can only read their own profile and the Help Center.
      </p>
      {superUser && (
        <label className="people-company">
          Company
          <select
            className="cb-select"
            value={companyId ?? ''}
            onChange={(e) => setCompanyId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">My company</option>
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
      <QueryState query={list} loading="Loading people">
        {(data) => (
          <section className="cb-card cb-stack" aria-labelledby="people-title">
            <h2 id="people-title">{data.company_name || 'People'}</h2>
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
                            `${done.email} was deactivated and signed out everywhere.` +
                            (done.api_tokens_transferred
                              ? ` ${done.api_tokens_transferred} API token(s) handed over.`
                              : done.api_tokens_revoked
                                ? ` ${done.api_tokens_revoked} API token(s) revoked.`
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
              caption="People"
              data={data.people}
              columns={columns}
              rowKey={(p) => String(p.id)}
              pageSize={25}
              emptyMessage="No one here yet."
              emptyHint="Invite a colleague with the form above."
            />
          </section>
        )}
      </QueryState>
      {companyId === null && <SsoSettings />}
      {companyId === null && <ScimSettings />}
    </div>
  );
}
