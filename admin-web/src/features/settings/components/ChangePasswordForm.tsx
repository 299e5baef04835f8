import { useState, type ChangeEvent, type FormEvent } from 'react';
import { passwordChangeRule, type PasswordChangeForm } from '@commissionbee/shared/password';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { passwordRuleText } from '../../../lib/password-words';
import { useChangePassword } from '../api/change-password';
import { TextField } from '../../../components/TextField';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

const EMPTY: PasswordChangeForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Checks the shared password rules in the specification's order, then asks the server. */
export function ChangePasswordForm({
  userId,
  onChanged,
}: {
  userId: number;
  /** Called once the server took the new password (the forced change then reloads the user). */
  onChanged?: () => void;
}) {
  const { t } = useI18n();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const changePassword = useChangePassword();

  const field = (name: keyof PasswordChangeForm) => ({
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged(false);
    const rule = passwordChangeRule(form);
    setProblem(rule && passwordRuleText(t, rule));
    if (rule) return;
    changePassword.mutate(
      { userId, oldPassword: form.oldPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          setForm(EMPTY);
          setChanged(true);
          onChanged?.();
        },
        onError: (error) => setProblem(errorMessage(error, t('app.genericError'))),
      },
    );
  };

  return (
    <form className="cb-form" aria-labelledby="change-password-title" onSubmit={onSubmit}>
      <h2 id="change-password-title">{t('settings.password.title')}</h2>
      {problem && <Alert variant="error">{problem}</Alert>}
      {changed && <Alert variant="success">{t('settings.password.changed')}</Alert>}
      <TextField
        type="password"
        label={t('settings.password.current')}
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <TextField
        type="password"
        label={t('settings.password.new')}
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <TextField
        type="password"
        label={t('settings.password.confirm')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <p className="cb-muted">{t('settings.password.hint')}</p>
      <Button type="submit" loading={changePassword.isPending}>
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}
