import { TextField } from '../../../components/TextField';
import { useChangeMyCompany } from '../api/change-my-company';
import { SuperForm } from './SuperForm';

interface ChangeCompanyFormProps {
  onChanged: (companyId: number) => void;
  onCancel: () => void;
}

export function ChangeCompanyForm({ onChanged, onCancel }: ChangeCompanyFormProps) {
  const changeMyCompany = useChangeMyCompany();

  const onSubmit = (form: FormData) => {
    const companyId = Number(form.get('companyId'));
    if (!Number.isInteger(companyId) || companyId < 1) return;
    changeMyCompany.mutate(companyId, { onSuccess: onChanged });
  };

  return (
    <SuperForm
      name="Change My Company"
      submitLabel="Change Company"
      call={changeMyCompany}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <TextField
        label="New Company ID"
        name="companyId"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
      />
    </SuperForm>
  );
}
