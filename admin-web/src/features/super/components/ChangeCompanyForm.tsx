import { useId } from 'react';
import { useChangeMyCompany } from '../api/change-my-company';
import { useCompanies } from '../api/get-companies';
import { SuperForm } from './SuperForm';

interface ChangeCompanyFormProps {
  onChanged: (companyId: number) => void;
  onCancel: () => void;
}

/** Picks the company from the list by name (issue 27: no numeric id to type). */
export function ChangeCompanyForm({ onChanged, onCancel }: ChangeCompanyFormProps) {
  const changeMyCompany = useChangeMyCompany();
  const companies = useCompanies();
  const id = useId();

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
      <div className="cb-field">
        <label className="cb-label" htmlFor={id}>
          Company
        </label>
        <select id={id} className="cb-input" name="companyId" required defaultValue="">
          <option value="" disabled>
            {companies.isPending
              ? 'Loading companies…'
              : companies.isError
                ? 'Could not load the companies'
                : 'Choose a company'}
          </option>
          {(companies.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name} (ID {company.id})
            </option>
          ))}
        </select>
      </div>
    </SuperForm>
  );
}
