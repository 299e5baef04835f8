// Deactivating someone: their sessions end at once. Their API tokens are revoked, unless the admin
// hands them to another active administrator (then the scripts keep working).
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@commissionbee/ui/Button';
import type { Person } from '@commissionbee/shared/people';

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
      <h3 id={titleId}>Deactivate {person.email}?</h3>
      <p>
        They are signed out everywhere at once and cannot sign in until reactivated. Their
        invitation link, if any, stops working.
      </p>
      <fieldset className="people-tokens">
        <legend className="cb-label">API tokens they created</legend>
        <label>
          <input
            type="radio"
            name="tokens"
            value=""
            checked={heir === ''}
            onChange={() => setHeir('')}
          />{' '}
          Revoke them (scripts using them stop working)
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
            Hand them to {h.name || h.email} (they keep working)
          </label>
        ))}
      </fieldset>
      <div className="cb-cluster">
        <Button type="submit" variant="danger" loading={pending}>
          Deactivate
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
