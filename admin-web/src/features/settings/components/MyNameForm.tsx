import { useState, type FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useSetMyName } from '../api/set-my-name';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Your name: reps and the activity log see it instead of your email address. */
export function MyNameForm({ name }: { name: string }) {
  const { t } = useI18n();
  const [text, setText] = useState(name);
  const save = useSetMyName();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    save.mutate(text.trim());
  };
  return (
    <form className="cb-stack settings-name" onSubmit={submit} noValidate>
      <div className="cb-field">
        <label className="cb-label" htmlFor="settings-name">
          {t('settings.name.label')}
        </label>
        <input
          id="settings-name"
          className="cb-input"
          value={text}
          maxLength={200}
          autoComplete="name"
          aria-describedby="settings-name-hint"
          onChange={(event) => {
            setText(event.target.value);
            save.reset();
          }}
        />
        <p id="settings-name-hint" className="cb-muted">
          {t('settings.name.hint')}
        </p>
      </div>
      <div>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!text.trim()}>
          {t('settings.name.save')}
        </Button>
      </div>
      {save.isSuccess && <Alert variant="success">{t('settings.name.saved')}</Alert>}
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
      )}
    </form>
  );
}
