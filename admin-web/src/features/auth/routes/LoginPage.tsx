import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isSsoRefusal } from '@commissionbee/shared/sso';
import { Alert } from '@commissionbee/ui/Alert';
import { BRAND } from '@commissionbee/shared/types';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { paths } from '../../../config/paths';
import { forgetSignOutReason, readSignOutReason } from '../../../lib/auth/sign-out-reason';
import { useSetupStatus } from '../../../lib/setup/get-setup-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm } from '../components/LoginForm';
import { useSsoReturn } from '../api/sso-return';
import '../../../components/auth-page.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function LoginPage() {
  const { t } = useI18n();
  useDocumentTitle(t('auth.docTitle'));
  const navigate = useNavigate();
  // Read during render, forgotten after: a reload of the login page no longer says it.
  const [reason] = useState(readSignOutReason);
  // Only while this server has no company of its own (the first-run page is open).
  const setup = useSetupStatus();
  useEffect(() => forgetSignOutReason(), []);
  // Back from the company's identity provider: signed in (a token in the fragment) or refused.
  const [params] = useSearchParams();
  const ssoError = params.get('sso_error');
  const goOn = () => void navigate(paths.help, { replace: true, state: { focusMain: true } });
  const ssoReturn = useSsoReturn(goOn);

  return (
    <main className="auth-page">
      <div className="cb-card auth-card cb-stack">
        <Link to={paths.home} className="auth-brand">
          <BeeLogo size={36} />
          <span>{BRAND}</span>
        </Link>
        <h1>{t('auth.welcome')}</h1>
        {reason === 'password-changed' && <Alert variant="info">{t('auth.passwordChanged')}</Alert>}
        {ssoError && (
          <Alert variant="error">
            {t(`auth.sso.${isSsoRefusal(ssoError) ? ssoError : 'SSO_CALLBACK_INVALID'}`)}
          </Alert>
        )}
        {ssoReturn.isError && <Alert variant="error">{t('auth.sso.SSO_CALLBACK_INVALID')}</Alert>}
        {/* The next page's main heading takes focus (else it would land on <body>). */}
        <LoginForm onSuccess={goOn} />
        {setup.data?.open && (
          <p>
            {t('auth.newHere')} <Link to={paths.welcome}>{t('auth.createCompany')}</Link>
          </p>
        )}
      </div>
    </main>
  );
}
