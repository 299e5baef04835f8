// Invite someone by email with a role: the server emails them a one-time link (7 days).
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '@commissionbee/shared/email';
import { INVITATION_DAYS, ROLE_LABELS, type PeopleRole } from '@commissionbee/shared/people';
import { errorMessage } from '../../../lib/errors';
import { useInvite } from '../api/people';

export function InviteForm({ companyId }: { companyId: number | null }) {
  const titleId = useId();
  const emailId = useId();
  const roleId = useId();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PeopleRole>('standard');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email.trim())) {
      setResult({ ok: false, text: INVALID_EMAIL_MESSAGE });
      return;
    }
    invite.mutate(
      { email: email.trim(), role, ...(companyId ? { company_id: companyId } : {}) },
      {
        onSuccess: (sent) => {
          setResult({
            ok: true,
            text: `Invitation sent to ${sent.email}. The link works once, for ${INVITATION_DAYS} days.`,
          });
          setEmail('');
        },
        onError: (error) => setResult({ ok: false, text: errorMessage(error) }),
      },
    );
  };

  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>Invite someone</h2>
      <form className="people-invite" aria-label="Invite someone" onSubmit={onSubmit} noValidate>
        <div className="cb-field">
          <label className="cb-label" htmlFor={emailId}>
            Email
          </label>
          <input
            id={emailId}
            className="cb-input"
            type="email"
            autoComplete="off"
            maxLength={320}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="cb-field">
          <label className="cb-label" htmlFor={roleId}>
            Role
          </label>
          <select
            id={roleId}
            className="cb-select"
            value={role}
            onChange={(e) => setRole(e.target.value as PeopleRole)}
          >
            <option value="standard">{ROLE_LABELS.standard}</option>
            <option value="admin">{ROLE_LABELS.admin}</option>
          </select>
        </div>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </form>
      {result && (
        <Alert variant={result.ok ? 'success' : 'error'} onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
    </section>
  );
}
