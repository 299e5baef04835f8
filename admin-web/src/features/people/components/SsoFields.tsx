// The fields of the single sign-on settings; lists are typed separated by commas or spaces.
import type { z } from 'zod';
import type { ssoSettings } from '@commissionbee/shared/contracts/answers';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

type Settings = z.infer<typeof ssoSettings>;

function Field(props: {
  label: string;
  name: string;
  hint?: string;
  defaultValue: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  const { label, name, hint, ...input } = props;
  const id = `sso-${name}`;
  return (
    <div className="cb-field">
      <label className="cb-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="cb-input"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint && (
        <span id={`${id}-hint`} className="cb-muted">
          {hint}
        </span>
      )}
    </div>
  );
}

export function SsoFields({ settings }: { settings: Settings }) {
  const { t } = useI18n();
  return (
    <div className="people-sso-fields">
      <Field
        label={t('people.sso.issuer')}
        name="issuer"
        type="url"
        required
        placeholder="https://login.microsoftonline.com/TENANT/v2.0"
        defaultValue={settings.issuer}
      />
      <Field
        label={t('people.sso.clientId')}
        name="client_id"
        required
        defaultValue={settings.client_id}
      />
      <Field
        label={t('people.sso.clientSecret')}
        name="client_secret"
        type="password"
        autoComplete="off"
        required={!settings.client_secret_set}
        defaultValue=""
        hint={settings.client_secret_set ? t('people.sso.secretStored') : undefined}
      />
      <Field
        label={t('people.sso.domains')}
        name="domains"
        required
        placeholder="example.com"
        defaultValue={settings.domains.join(', ')}
      />
      <Field
        label={t('people.sso.roleClaim')}
        name="role_claim"
        hint={t('people.sso.roleClaimHint')}
        defaultValue={settings.role_claim}
      />
      <Field
        label={t('people.sso.adminGroups')}
        name="admin_groups"
        defaultValue={settings.admin_groups.join(', ')}
      />
      <Field
        label={t('people.sso.standardGroups')}
        name="standard_groups"
        defaultValue={settings.standard_groups.join(', ')}
      />
    </div>
  );
}
