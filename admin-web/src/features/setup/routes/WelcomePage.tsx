// /welcome, the first-run page (issue 27): while the only companies are the seeded demo ones, a
// newcomer names their company, gives their email and a strong password, and is signed in as its
// first admin. Once a company of its own exists the page says so and points to sign-in.
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { looksLikeEmail } from '@commissionbee/shared/email';
import { newPasswordRule } from '@commissionbee/shared/password';
import { BRAND } from '@commissionbee/shared/types';
import { TextField } from '../../../components/TextField';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { passwordRuleText } from '../../../lib/password-words';
import { useUser } from '../../../lib/auth/get-user';
import { useSetupStatus } from '../../../lib/setup/get-setup-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateFirstCompany } from '../api/create-first-company';
import '../../../components/auth-page.css';

export function WelcomePage() {
  const { t } = useI18n();
  useDocumentTitle(t('setup.title'));
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
        <h1>{t('setup.title')}</h1>
        {status.isPending ? (
          <Loader label={t('setup.checking')} showLabel />
        ) : status.isError ? (
          <>
            <Alert variant="error">
              {t('setup.unreachable', { reason: errorMessage(status.error) })}
            </Alert>
            <Button onClick={() => void status.refetch()}>{t('setup.tryAgain')}</Button>
          </>
        ) : status.data.open ? (
          <FirstCompanyForm />
        ) : (
          <>
            <p>{t('setup.closed')}</p>
            <Link to={paths.login}>{t('setup.signIn')}</Link>
          </>
        )}
        <p className="cb-muted">
          {t('setup.demoBefore')}
          <a href="/demo">{t('setup.demoLink')}</a>
          {t('setup.demoAfter')}
        </p>
      </div>
    </main>
  );
}

function FirstCompanyForm() {
  const { t } = useI18n();
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
    const rule = newPasswordRule(input.password);
    const broken = !input.company_name
      ? t('setup.companyNameRequired')
      : !looksLikeEmail(input.email)
        ? t('setup.invalidEmail')
        : rule && passwordRuleText(t, rule);
    setProblem(broken);
    if (broken) return;
    // Once signed in, the page itself moves on to the upload screen (above).
    create.mutate(input, { onError: (error) => setProblem(errorMessage(error)) });
  };

  return (
    <form className="cb-form" aria-label={t('setup.title')} onSubmit={onSubmit} noValidate>
      <p>{t('setup.intro')}</p>
      {problem && <Alert variant="error">{problem}</Alert>}
      <TextField label={t('setup.companyName')} name="company_name" autoComplete="organization" />
      <TextField label={t('setup.email')} name="email" type="email" autoComplete="username" />
      <TextField
        label={t('setup.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-describedby="welcome-password-hint"
      />
      <p id="welcome-password-hint" className="cb-muted">
        {t('setup.passwordHint')}
      </p>
      <Button type="submit" loading={create.isPending}>
        {t('setup.submit')}
      </Button>
    </form>
  );
}
