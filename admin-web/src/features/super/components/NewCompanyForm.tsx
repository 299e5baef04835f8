import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { newPasswordRule } from '@commissionbee/shared/password';
import { TextField } from '../../../components/TextField';
import { passwordRuleText } from '../../../lib/password-words';
import { useCreateCompany, type NewCompanyResult } from '../api/create-company';
import { SuperForm } from './SuperForm';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

interface NewCompanyFormProps {
  onCreated: (result: NewCompanyResult) => void;
  onCancel: () => void;
}

export function NewCompanyForm({ onCreated, onCancel }: NewCompanyFormProps) {
  const { t } = useI18n();
  const createCompany = useCreateCompany();
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const onSubmit = (form: FormData) => {
    const input = {
      name: String(form.get('name') ?? '').trim(),
      // Optional: the admin then shows by name, not address, to reps and in the activity log.
      admin_name: String(form.get('admin_name') ?? '').trim() || undefined,
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    if (!input.name || !input.email || !input.password) return;
    // The product's one password rule, as the server checks it.
    const rule = newPasswordRule(input.password);
    const broken = rule && passwordRuleText(t, rule);
    setPasswordError(broken);
    if (broken) return;
    createCompany.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => console.error('Company creation failed', error),
    });
  };

  return (
    <SuperForm
      name={t('super.newCompany')}
      submitLabel={t('super.createCompany')}
      call={createCompany}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <TextField label={t('super.companyName')} name="name" autoComplete="organization" />
      <TextField
        label={t('super.adminName')}
        name="admin_name"
        autoComplete="off"
        required={false}
      />
      <TextField label={t('super.adminEmail')} name="email" type="email" autoComplete="off" />
      <TextField
        label={t('super.adminPassword')}
        name="password"
        type="text"
        autoComplete="off"
        aria-describedby="new-company-password-hint"
        aria-invalid={passwordError ? true : undefined}
      />
      <p id="new-company-password-hint" className="cb-muted">
        {t('super.adminPasswordHint')}
      </p>
      {passwordError && <Alert variant="error">{passwordError}</Alert>}
    </SuperForm>
  );
}
