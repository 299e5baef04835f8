import type { FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useCreateCompany, type NewCompanyResult } from '../api/create-company';
import { TextField } from './TextField';

interface NewCompanyFormProps {
  onCreated: (result: NewCompanyResult) => void;
  onCancel: () => void;
}

export function NewCompanyForm({ onCreated, onCancel }: NewCompanyFormProps) {
  const createCompany = useCreateCompany();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    if (!input.name || !input.email || !input.password) return;
    createCompany.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => console.error('Company creation failed', error),
    });
  };

  return (
    <form className="cb-form" aria-label="New Company" onSubmit={onSubmit}>
      {createCompany.isError && <Alert variant="error">{errorMessage(createCompany.error)}</Alert>}
      <TextField label="Company Name" name="name" autoComplete="organization" />
      <TextField label="Admin Email" name="email" type="email" autoComplete="off" />
      <TextField label="Admin Temp Password" name="password" type="text" autoComplete="off" />
      <div className="cb-cluster">
        <Button type="submit" loading={createCompany.isPending}>
          Create Company
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
