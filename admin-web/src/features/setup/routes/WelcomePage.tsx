// /welcome, the first-run page (issue 27): while the only companies are the seeded demo ones, a
// newcomer names their company, gives their email and a strong password, and is signed in as its
// first admin. Once a company of its own exists the page says so and points to sign-in.
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '@commissionbee/shared/email';
import { newPasswordError, SETUP_MESSAGES } from '@commissionbee/shared/password';
import { BRAND } from '@commissionbee/shared/types';
import { TextField } from '../../../components/TextField';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { useUser } from '../../../lib/auth/get-user';
import { useSetupStatus } from '../../../lib/setup/get-setup-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateFirstCompany } from '../api/create-first-company';
import '../../../components/auth-page.css';

export function WelcomePage() {
  useDocumentTitle('Create your company');
  const status = useSetupStatus();
  const user = useUser();
  // Signed in (just now, or already): the new company starts at the upload screen.
  if (user.data) return <Navigate to={paths.upload} replace state={{ focusMain: true }} />;
  return (
    <main className="auth-page">
      <div className="cb-card auth-card cb-stack">
        <Link to={paths.home} className="auth-brand">
          <BeeLogo size={36} />
          <span>{BRAND}</span>
        </Link>
        <h1>Create your company</h1>
        {status.isPending ? (
          <Loader label="Checking this server" showLabel />
        ) : status.isError ? (
          <>
            <Alert variant="error">Could not reach the server. {errorMessage(status.error)}</Alert>
            <Button onClick={() => void status.refetch()}>Try again</Button>
          </>
        ) : status.data.open ? (
          <FirstCompanyForm />
        ) : (
          <>
            <p>{SETUP_MESSAGES.closed}</p>
            <Link to={paths.login}>Sign in</Link>
          </>
        )}
        <p className="cb-muted">
          Just looking? <a href="/demo">Open the demo rep portal</a>.
        </p>
      </div>
    </main>
  );
}

function FirstCompanyForm() {
  const create = useCreateFirstCompany();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      company_name: String(form.get('company_name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const broken = !input.company_name
      ? 'Company Name is required'
      : !looksLikeEmail(input.email)
        ? INVALID_EMAIL_MESSAGE
        : newPasswordError(input.password);
    setProblem(broken);
    if (broken) return;
    // Once signed in, the page itself moves on to the upload screen (above).
    create.mutate(input, { onError: (error) => setProblem(errorMessage(error)) });
  };

  return (
    <form className="cb-form" aria-label="Create your company" onSubmit={onSubmit} noValidate>
      <p>
        Use your own data: this makes your company and you its first admin. The demo company stays
        as it is.
      </p>
      {problem && <Alert variant="error">{problem}</Alert>}
      <TextField label="Company Name" name="company_name" autoComplete="organization" />
      <TextField label="Your Email" name="email" type="email" autoComplete="username" />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        aria-describedby="welcome-password-hint"
      />
      <p id="welcome-password-hint" className="cb-muted">
        At least 8 characters, with an uppercase letter, a lowercase letter and a number.
      </p>
      <Button type="submit" loading={create.isPending}>
        Create company and sign in
      </Button>
    </form>
  );
}
