// Single sign-on (OpenID Connect): the company's identity provider, its email domains, which
// groups make an Administrator or a Standard User, "Test sign-in" and "Require single sign-on".
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { Toggle } from '@commissionbee/ui/Toggle';
import { ROLE_LABELS } from '@commissionbee/shared/people';
import { isSsoRefusal, SSO_REFUSALS } from '@commissionbee/shared/sso';
import { errorMessage } from '../../../lib/errors';
import { useSaveSsoSettings, useSsoSettings, useTestSso } from '../api/sso';
import { SsoFields } from './SsoFields';

/** "a, b c" → ['a', 'b', 'c']. */
const list = (text: FormDataEntryValue | null) =>
  String(text ?? '')
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function TestOutcome() {
  const [params] = useSearchParams();
  const outcome = params.get('sso_test');
  if (!outcome) return null;
  if (outcome === 'ok') {
    const role = params.get('sso_role') === 'admin' ? 'admin' : 'standard';
    return (
      <Alert variant="success">
        Test sign-in worked: the provider signed in {params.get('sso_email')}, who would be{' '}
        {role === 'admin' ? 'an' : 'a'} {ROLE_LABELS[role]}. Nobody was signed in here.
      </Alert>
    );
  }
  return (
    <Alert variant="error">
      Test sign-in failed: {isSsoRefusal(outcome) ? SSO_REFUSALS[outcome] : outcome}
    </Alert>
  );
}

export function SsoSettings() {
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
      <h2 id={titleId}>Single sign-on (OpenID Connect)</h2>
      <p className="cb-muted">
        People whose email is in one of your domains sign in through your identity provider (Google
        Workspace, Microsoft Entra ID, Okta). The first sign-in creates their login with the role
        their groups give; anyone in neither list is refused.
      </p>
      <TestOutcome />
      {settings.isPending ? (
        <Loader label="Loading single sign-on settings" />
      ) : settings.isError ? (
        <Alert variant="error">{errorMessage(settings.error)}</Alert>
      ) : (
        <form className="cb-form cb-stack" aria-label="Single sign-on settings" onSubmit={onSubmit}>
          {!settings.data.configured && (
            <p>Single sign-on is not set up yet: fill in what your identity provider gave you.</p>
          )}
          <p>
            Redirect URI to register with the provider:{' '}
            <code className="people-url">{settings.data.redirect_uri}</code>
          </p>
          <SsoFields settings={settings.data} />
          <Toggle
            label="Send these domains to the identity provider"
            description="Off: the settings are kept and Test sign-in works, but everyone signs in with a password."
            checked={enabled ?? (settings.data.configured ? settings.data.enabled : true)}
            onChange={setEnabled}
          />
          <Toggle
            label="Require single sign-on"
            description="Passwords stop working for this company's people. Super users always keep theirs."
            checked={required ?? settings.data.required}
            onChange={setRequired}
          />
          <Toggle
            label="Let administrators use their password when the identity provider is down"
            description="Only while single sign-on is required: an Administrator's password works only when CommissionBee cannot reach your identity provider at that moment (we check it ourselves), and each such sign-in is in the activity log. Standard Users never can."
            checked={fallback ?? settings.data.admin_password_fallback}
            onChange={setFallback}
          />
          {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
          {save.isSuccess && <Alert variant="success">Single sign-on settings saved.</Alert>}
          <div className="people-sso-actions">
            <Button type="submit" loading={save.isPending}>
              Save single sign-on
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={!settings.data.configured}
              loading={test.isPending}
              onClick={() => test.mutate()}
            >
              Test sign-in
            </Button>
          </div>
          {test.isError && <Alert variant="error">{errorMessage(test.error)}</Alert>}
          {test.data && (
            <Alert variant={test.data.ok ? 'success' : 'error'}>
              {test.data.message}
              {test.data.sign_in_url && (
                <>
                  {' '}
                  <a href={test.data.sign_in_url}>Try a whole sign-in with the provider</a> (signs
                  nobody in).
                </>
              )}
            </Alert>
          )}
        </form>
      )}
    </section>
  );
}
