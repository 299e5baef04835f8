// Invite someone by email with a role: the server emails them a one-time link (7 days).
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { looksLikeEmail } from '@commissionbee/shared/email';
import { INVITATION_DAYS, type PeopleRole } from '@commissionbee/shared/people';
import { errorMessage } from '../../../lib/errors';
import { useInvite } from '../api/people';
import { ROLE_WORDS } from '../lib/people-words';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function InviteForm({ companyId }: { companyId: number | null }) {
  const { t } = useI18n();
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
      setResult({ ok: false, text: t('people.invite.invalidEmail') });
      return;
    }
    invite.mutate(
      { email: email.trim(), role, ...(companyId ? { company_id: companyId } : {}) },
      {
        onSuccess: (sent) => {
          setResult({
            ok: true,
            text: t('people.invite.sent', { email: sent.email, days: INVITATION_DAYS }),
          });
          setEmail('');
        },
        onError: (error) =>
          setResult({ ok: false, text: errorMessage(error, t('app.genericError')) }),
      },
    );
  };

  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('people.invite.title')}</h2>
      <form
        className="people-invite"
        aria-label={t('people.invite.title')}
        onSubmit={onSubmit}
        noValidate
      >
        <div className="cb-field">
          <label className="cb-label" htmlFor={emailId}>
            {t('people.invite.email')}
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
            {t('people.role')}
          </label>
          <select
            id={roleId}
            className="cb-select"
            value={role}
            onChange={(e) => setRole(e.target.value as PeopleRole)}
          >
            <option value="standard">{t(ROLE_WORDS.standard)}</option>
            <option value="admin">{t(ROLE_WORDS.admin)}</option>
          </select>
        </div>
        <Button type="submit" loading={invite.isPending}>
          {t('people.invite.send')}
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
