// The frame of the super tools' small forms: the call's error, the fields, then submit and Cancel.
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

interface SuperFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  call: { isError: boolean; error: unknown; isPending: boolean };
  onSubmit: (form: FormData) => void;
  onCancel: () => void;
  children: ReactNode;
}

export function SuperForm({
  name,
  submitLabel,
  call,
  onSubmit,
  onCancel,
  children,
}: SuperFormProps) {
  const { t } = useI18n();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };

  return (
    <form className="cb-form" aria-label={name} onSubmit={submit}>
      {call.isError && (
        <Alert variant="error">{errorMessage(call.error, t('app.genericError'))}</Alert>
      )}
      {children}
      <div className="cb-cluster">
        <Button type="submit" loading={call.isPending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('super.cancel')}
        </Button>
      </div>
    </form>
  );
}
