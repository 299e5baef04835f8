// Single sign-on (OpenID Connect): the company's identity provider, its email domains, which
// groups make an Administrator or a Standard User, "Test sign-in" and "Require single sign-on".
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { Toggle } from '@commissionbee/ui/Toggle';
import { SOURCE_LANGUAGE } from '@commissionbee/shared/i18n/languages';
import type { Translator } from '@commissionbee/shared/i18n/messages';
import { isSsoRefusal } from '@commissionbee/shared/sso';
import { errorMessage } from '../../../lib/errors';
import { useSaveSsoSettings, useSsoSettings, useTestSso } from '../api/sso';
import { SsoFields } from './SsoFields';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** "a, b c" → ['a', 'b', 'c']. */
const list = (text: FormDataEntryValue | null) =>
  String(text ?? '')
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** What "Test sign-in" answered, as the server says it. */
type TestAnswer = NonNullable<ReturnType<typeof useTestSso>['data']>;

/**
 * The test's answer in the language shown. English keeps the server's words (they name the issuer
 * and the reason); another language words it by its code, with the server's reason in brackets
 * where only it can say what went wrong.
 */
function testSentence(answer: TestAnswer, t: Translator, language: string): string {
  if (language === SOURCE_LANGUAGE) return answer.message;
  if (answer.ok)
    return t('people.sso.testFound', {
      issuer: answer.issuer ?? '',
      endpoint: answer.authorization_endpoint ?? '',
    });
  if (answer.code === 'SSO_DISCOVERY_INVALID')
    return t('people.sso.testInvalid', { detail: answer.message });
  if (answer.code === 'SSO_PROVIDER_UNREACHABLE')
    return t('people.sso.testUnreachable', { detail: answer.message });
  if (isSsoRefusal(answer.code)) return t(`auth.sso.${answer.code}`);
  return answer.message;
}

function TestOutcome() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const outcome = params.get('sso_test');
  if (!outcome) return null;
  if (outcome === 'ok') {
    const role = params.get('sso_role') === 'admin' ? 'admin' : 'standard';
    return (
      <Alert variant="success">
        {t('people.sso.testWorked', { email: params.get('sso_email') ?? '', role })}
      </Alert>
    );
  }
  return (
    <Alert variant="error">
      {t('people.sso.testFailed', {
        reason: isSsoRefusal(outcome) ? t(`auth.sso.${outcome}`) : outcome,
      })}
    </Alert>
  );
}

export function SsoSettings() {
  const { t, language } = useI18n();
  const titleId = useId();
  const settings = useSsoSettings();
  const save = useSaveSsoSettings();
  const test = useTestSso();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [required, setRequired] = useState<boolean | null>(null);
  const [fallback, setFallback] = useState<boolean | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const secret = String(form.get('client_secret') ?? '');
    save.mutate(
      {
        issuer: String(form.get('issuer') ?? '').trim(),
        client_id: String(form.get('client_id') ?? '').trim(),
        ...(secret ? { client_secret: secret } : {}),
        domains: list(form.get('domains')).map((d) => d.toLowerCase()),
        role_claim: String(form.get('role_claim') ?? '').trim() || 'groups',
        admin_groups: list(form.get('admin_groups')),
        standard_groups: list(form.get('standard_groups')),
        enabled: enabled ?? settings.data?.enabled ?? true,
        required: required ?? settings.data?.required ?? false,
        admin_password_fallback: fallback ?? settings.data?.admin_password_fallback ?? false,
      },
      {
        onSuccess: () => {
          setEnabled(null);
          setRequired(null);
          setFallback(null);
          test.reset();
        },
      },
    );
  };

  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('people.sso.title')}</h2>
      <p className="cb-muted">{t('people.sso.intro')}</p>
      <TestOutcome />
      {settings.isPending ? (
        <Loader label={t('people.sso.loading')} />
      ) : settings.isError ? (
        <Alert variant="error">{errorMessage(settings.error, t('app.genericError'))}</Alert>
      ) : (
        <form
          className="cb-form cb-stack"
          aria-label={t('people.sso.settings')}
          onSubmit={onSubmit}
        >
          {!settings.data.configured && <p>{t('people.sso.notSetUp')}</p>}
          <p>
            {t('people.sso.redirectUri')}{' '}
            <code className="people-url">{settings.data.redirect_uri}</code>
          </p>
          <SsoFields settings={settings.data} />
          <Toggle
            label={t('people.sso.enabled')}
            description={t('people.sso.enabledHint')}
            checked={enabled ?? (settings.data.configured ? settings.data.enabled : true)}
            onChange={setEnabled}
          />
          <Toggle
            label={t('people.sso.required')}
            description={t('people.sso.requiredHint')}
            checked={required ?? settings.data.required}
            onChange={setRequired}
          />
          <Toggle
            label={t('people.sso.fallback')}
            description={t('people.sso.fallbackHint')}
            checked={fallback ?? settings.data.admin_password_fallback}
            onChange={setFallback}
          />
          {save.isError && (
            <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
          )}
          {save.isSuccess && <Alert variant="success">{t('people.sso.saved')}</Alert>}
          <div className="people-sso-actions">
            <Button type="submit" loading={save.isPending}>
              {t('people.sso.save')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={!settings.data.configured}
              loading={test.isPending}
              onClick={() => test.mutate()}
            >
              {t('people.sso.test')}
            </Button>
          </div>
          {test.isError && (
            <Alert variant="error">{errorMessage(test.error, t('app.genericError'))}</Alert>
          )}
          {test.data && (
            <Alert variant={test.data.ok ? 'success' : 'error'}>
              {testSentence(test.data, t, language)}
              {test.data.sign_in_url && (
                <>
                  {' '}
                  <a href={test.data.sign_in_url}>{t('people.sso.tryWhole')}</a>{' '}
                  {t('people.sso.signsNobodyIn')}
                </>
              )}
            </Alert>
          )}
        </form>
      )}
    </section>
  );
}
