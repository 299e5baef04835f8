import { useId } from 'react';
import { useChangeMyCompany } from '../api/change-my-company';
import { useCompanies } from '../api/get-companies';
import { SuperForm } from './SuperForm';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

interface ChangeCompanyFormProps {
  onChanged: (companyId: number) => void;
  onCancel: () => void;
}

/** Picks the company from the list by name (issue 27: no numeric id to type). */
export function ChangeCompanyForm({ onChanged, onCancel }: ChangeCompanyFormProps) {
  const { t } = useI18n();
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
      name={t('super.changeCompany')}
      submitLabel={t('super.changeCompanySubmit')}
      call={changeMyCompany}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <div className="cb-field">
        <label className="cb-label" htmlFor={id}>
          {t('super.company')}
        </label>
        <select id={id} className="cb-input" name="companyId" required defaultValue="">
          <option value="" disabled>
            {companies.isPending
              ? t('super.loadingCompaniesEllipsis')
              : companies.isError
                ? t('super.companiesFailed')
                : t('super.chooseCompany')}
          </option>
          {(companies.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {t('super.companyOption', { name: company.name, id: String(company.id) })}
            </option>
          ))}
        </select>
      </div>
    </SuperForm>
  );
}
