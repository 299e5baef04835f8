import type { FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useChangeMyCompany } from '../api/change-my-company';
import { TextField } from './TextField';

interface ChangeCompanyFormProps {
  onChanged: (companyId: number) => void;
  onCancel: () => void;
}

export function ChangeCompanyForm({ onChanged, onCancel }: ChangeCompanyFormProps) {
  const changeMyCompany = useChangeMyCompany();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const companyId = Number(new FormData(event.currentTarget).get('companyId'));
    if (!Number.isInteger(companyId) || companyId < 1) return;
    changeMyCompany.mutate(companyId, { onSuccess: onChanged });
  };

  return (
    <form className="cb-form" aria-label="Change My Company" onSubmit={onSubmit}>
      {changeMyCompany.isError && (
        <Alert variant="error">{errorMessage(changeMyCompany.error)}</Alert>
      )}
      <TextField
        label="New Company ID"
        name="companyId"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
      />
      <div className="cb-cluster">
        <Button type="submit" loading={changeMyCompany.isPending}>
          Change Company
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
