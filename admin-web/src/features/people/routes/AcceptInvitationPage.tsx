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
import { newPasswordError, PASSWORD_MESSAGES } from '@commissionbee/shared/password';
import { PEOPLE_MESSAGES, ROLE_LABELS } from '@commissionbee/shared/people';
import { BRAND } from '@commissionbee/shared/types';
import { TextField } from '../../../components/TextField';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcceptInvitation, useInvitation } from '../api/people';
import '../../../components/auth-page.css';

export function AcceptInvitationPage() {
  useDocumentTitle('Accept your invitation');
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
    const broken =
      !password || !confirm
        ? PASSWORD_MESSAGES.required
        : password !== confirm
          ? PASSWORD_MESSAGES.mismatch
          : newPasswordError(password);
    setProblem(broken);
    if (broken) return;
    accept.mutate(password, { onError: (error) => setProblem(errorMessage(error)) });
  };

  return (
    <main className="auth-page">
      <div className="cb-card auth-card cb-stack">
        <Link to={paths.home} className="auth-brand">
          <BeeLogo size={36} />
          <span>{BRAND}</span>
        </Link>
        <h1>Accept your invitation</h1>
        {invitation.isPending ? (
          <Loader label="Checking your invitation" showLabel />
        ) : invitation.isError ? (
          <>
            <Alert variant="error">
              {invitation.error instanceof ApiError && invitation.error.status === 404
                ? PEOPLE_MESSAGES.invitationInvalid
                : `Could not reach the server. ${errorMessage(invitation.error)}`}
            </Alert>
            <Link to={paths.login}>Go to sign in</Link>
          </>
        ) : (
          <form className="cb-form" aria-label="Set your password" onSubmit={onSubmit} noValidate>
            <p>
              You are joining <strong>{invitation.data.company_name}</strong> as{' '}
              {invitation.data.role === 'admin' ? 'an' : 'a'}{' '}
              <strong>{ROLE_LABELS[invitation.data.role]}</strong>. Choose a password to sign in
              with.
            </p>
            {problem && <Alert variant="error">{problem}</Alert>}
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              value={invitation.data.email}
              readOnly
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              aria-describedby="invite-password-hint"
            />
            <p id="invite-password-hint" className="cb-muted">
              At least 8 characters, with an uppercase letter, a lowercase letter and a number.
            </p>
            <TextField
              label="Confirm password"
              name="confirm"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" loading={accept.isPending}>
              Set password and sign in
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
