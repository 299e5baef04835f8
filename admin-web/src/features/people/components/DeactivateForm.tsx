// Deactivating someone: their sessions end at once. Their API tokens are revoked, unless the admin
// hands them to another active administrator (then the scripts keep working).
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@commissionbee/ui/Button';
import type { Person } from '@commissionbee/shared/people';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

interface DeactivateFormProps {
  person: Person;
  /** Other active administrators who may take over the API tokens. */
  heirs: Person[];
  pending: boolean;
  onCancel: () => void;
  onConfirm: (transferTo: number | null) => void;
}

export function DeactivateForm({
  person,
  heirs,
  pending,
  onCancel,
  onConfirm,
}: DeactivateFormProps) {
  const { t } = useI18n();
  const titleId = useId();
  const [heir, setHeir] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(heir ? Number(heir) : null);
  };
  return (
    <form
      className="cb-card people-deactivate cb-stack"
      aria-labelledby={titleId}
      role="group"
      onSubmit={onSubmit}
    >
      <h3 id={titleId}>{t('people.deactivate.title', { email: person.email })}</h3>
      <p>{t('people.deactivate.text')}</p>
      <fieldset className="people-tokens">
        <legend className="cb-label">{t('people.deactivate.tokens')}</legend>
        <label>
          <input
            type="radio"
            name="tokens"
            value=""
            checked={heir === ''}
            onChange={() => setHeir('')}
          />{' '}
          {t('people.deactivate.revoke')}
        </label>
        {heirs.map((h) => (
          <label key={h.id}>
            <input
              type="radio"
              name="tokens"
              value={h.id}
              checked={heir === String(h.id)}
              onChange={() => setHeir(String(h.id))}
            />{' '}
            {t('people.deactivate.handTo', { who: h.name || h.email })}
          </label>
        ))}
      </fieldset>
      <div className="cb-cluster">
        <Button type="submit" variant="danger" loading={pending}>
          {t('people.deactivate')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('people.cancel')}
        </Button>
      </div>
    </form>
  );
}
