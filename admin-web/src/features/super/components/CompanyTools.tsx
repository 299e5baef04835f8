import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { useCompanies } from '../api/get-companies';
import { ChangeCompanyForm } from './ChangeCompanyForm';
import { NewCompanyForm } from './NewCompanyForm';
import { SuperSection } from './SuperSection';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

type OpenForm = 'new-company' | 'change-company' | null;

/** 'New Company' and 'Change My Company': each button opens its form; a form closes after submit. */
export function CompanyTools() {
  const { t } = useI18n();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [result, setResult] = useState<string | null>(null);
  const companies = useCompanies();

  const toggle = (form: Exclude<OpenForm, null>) => {
    setResult(null);
    setOpenForm((current) => (current === form ? null : form));
  };

  return (
    <SuperSection title={t('super.companyTools')}>
      <div className="cb-cluster">
        <Button
          variant={openForm === 'new-company' ? 'primary' : 'secondary'}
          aria-expanded={openForm === 'new-company'}
          onClick={() => toggle('new-company')}
        >
          {t('super.newCompany')}
        </Button>
        <Button
          variant={openForm === 'change-company' ? 'primary' : 'secondary'}
          aria-expanded={openForm === 'change-company'}
          onClick={() => toggle('change-company')}
        >
          {t('super.changeCompany')}
        </Button>
      </div>
      {result && (
        <Alert variant="success" onDismiss={() => setResult(null)}>
          {result}
        </Alert>
      )}
      {openForm === 'new-company' && (
        <NewCompanyForm
          onCancel={() => setOpenForm(null)}
          onCreated={({ company }) => {
            setOpenForm(null);
            setResult(t('super.created', { name: company.name, id: String(company.id) }));
          }}
        />
      )}
      {openForm === 'change-company' && (
        <ChangeCompanyForm
          onCancel={() => setOpenForm(null)}
          onChanged={(companyId) => {
            setOpenForm(null);
            const name = companies.data?.find((c) => c.id === companyId)?.name;
            setResult(
              name
                ? t('super.nowInNamed', { name, id: String(companyId) })
                : t('super.nowIn', { id: String(companyId) }),
            );
          }}
        />
      )}
    </SuperSection>
  );
}
