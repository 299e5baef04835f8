import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { hasErrorCode } from '@commissionbee/shared/api-client';
import { looksLikeEmail } from '@commissionbee/shared/email';
import { TextField } from '../../../components/TextField';
import { useLogin } from '../api/login';
import { ssoStartUrl } from '../api/sso-lookup';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** How long typing pauses before the email's domain is looked up. */
const LOOKUP_DELAY_MS = 350;

/**
 * Email first: once the email is typed, its domain decides. A domain of a company with single
 * sign-on hides the password and continues at the company's identity provider; any other keeps
 * the password field.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const { t } = useI18n();
  const [showForgot, setShowForgot] = useState(false);
  const [email, setEmail] = useState('');
  const [sso, setSso] = useState<{ email: string; url: string | null } | null>(null);
  const [leaving, setLeaving] = useState(false);

  const typed = email.trim();
  useEffect(() => {
    if (!looksLikeEmail(typed)) return;
    let current = true;
    const timer = setTimeout(() => {
      void ssoStartUrl(typed).then((url) => current && setSso({ email: typed, url }));
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed]);
  const startUrl = sso?.email === typed ? sso.url : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const url = startUrl ?? (form.get('password') ? null : await ssoStartUrl(typed));
    if (url) {
      setLeaving(true);
      window.location.assign(url);
      return;
    }
    login.mutate({ email: typed, password: String(form.get('password') ?? '') }, { onSuccess });
  };

  return (
    <form className="cb-form" aria-label={t('auth.form')} onSubmit={(e) => void onSubmit(e)}>
      {login.isError && (
        <Alert variant="error">
          {/* Any other failure (wrong password, throttled, server down) reads the same. */}
          {hasErrorCode(login.error, 'AUTH_SSO_REQUIRED') ? t('auth.ssoRequired') : t('auth.error')}
        </Alert>
      )}
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {startUrl ? (
        <>
          <p aria-live="polite">{t('auth.ssoNotice')}</p>
          <Button type="submit" loading={leaving}>
            {t('auth.ssoContinue')}
          </Button>
        </>
      ) : (
        <>
          <TextField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" loading={login.isPending}>
            {t('auth.signIn')}
          </Button>
        </>
      )}
      <p aria-live="polite">
        <button type="button" className="cb-link-button" onClick={() => setShowForgot((v) => !v)}>
          {showForgot ? t('auth.contactAdmin') : t('auth.forgot')}
        </button>
      </p>
    </form>
  );
}
