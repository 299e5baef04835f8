// /invite/:token (issue 32): the invitation link. It says who invited you where and as what; you
// choose a password (the product's rule) and are signed in. A used, replaced or expired link says
// so and how to get a new one.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { ApiError } from '@commissionbee/shared/api-client';
import { newPasswordRule } from '@commissionbee/shared/password';
import { BRAND } from '@commissionbee/shared/types';
import { TextField } from '../../../components/TextField';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { passwordRuleText } from '../../../lib/password-words';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcceptInvitation, useInvitation } from '../api/people';
import '../../../components/auth-page.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function AcceptInvitationPage() {
  const { t } = useI18n();
  useDocumentTitle(t('people.accept.title'));
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [problem, setProblem] = useState<string | null>(null);

  if (accept.isSuccess) return <Navigate to={paths.help} replace state={{ focusMain: true }} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const rule =
      !password || !confirm
        ? 'required'
        : password !== confirm
          ? 'mismatch'
          : newPasswordRule(password);
    const broken = rule && passwordRuleText(t, rule);
    setProblem(broken);
    if (broken) return;
    accept.mutate(password, {
      onError: (error) => setProblem(errorMessage(error, t('app.genericError'))),
    });
  };

  return (
    <main className="auth-page">
      <div className="cb-card auth-card cb-stack">
        <Link to={paths.home} className="auth-brand">
          <BeeLogo size={36} />
          <span>{BRAND}</span>
        </Link>
        <h1>{t('people.accept.title')}</h1>
        {invitation.isPending ? (
          <Loader label={t('people.accept.checking')} showLabel />
        ) : invitation.isError ? (
          <>
            <Alert variant="error">
              {invitation.error instanceof ApiError && invitation.error.status === 404
                ? t('people.accept.invalid')
                : t('people.accept.unreachable', {
                    reason: errorMessage(invitation.error, t('app.genericError')),
                  })}
            </Alert>
            <Link to={paths.login}>{t('people.accept.signIn')}</Link>
          </>
        ) : (
          <form
            className="cb-form"
            aria-label={t('people.accept.form')}
            onSubmit={onSubmit}
            noValidate
          >
            <p>
              {t('people.accept.joining', {
                company: invitation.data.company_name,
                role: invitation.data.role,
              })}
            </p>
            {problem && <Alert variant="error">{problem}</Alert>}
            <TextField
              label={t('people.accept.email')}
              name="email"
              type="email"
              autoComplete="username"
              value={invitation.data.email}
              readOnly
            />
            <TextField
              label={t('people.accept.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              aria-describedby="invite-password-hint"
            />
            <p id="invite-password-hint" className="cb-muted">
              {t('people.accept.passwordHint')}
            </p>
            <TextField
              label={t('people.accept.confirm')}
              name="confirm"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" loading={accept.isPending}>
              {t('people.accept.submit')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
