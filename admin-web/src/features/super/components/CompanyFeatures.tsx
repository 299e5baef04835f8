// The super users' 'Companies' section: which features each company has (issue 6 item 5).
import { useId, useState } from 'react';
import { FEATURES, type CompanySummary, type Feature } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Table, type Column } from '@commissionbee/ui/Table';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/errors';
import { useCompanies } from '../api/get-companies';
import { useUpdateCompanyFeatures } from '../api/update-company-features';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

const FEATURE_WORDS = {
  'whatif-calc': 'super.feature.whatifCalc',
  'show-commission-pct': 'super.feature.showCommissionPct',
} as const satisfies Record<Feature, string>;

/** The company's features with `feature` switched on or off; features this screen does not know are kept. */
function switched(company: CompanySummary, feature: Feature, on: boolean): string[] {
  const others = (company.features ?? []).filter((each) => each !== feature);
  return on ? [...others, feature] : others;
}

export function CompanyFeatures() {
  const { t } = useI18n();
  const titleId = useId();
  const companies = useCompanies();
  const update = useUpdateCompanyFeatures();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const saving = update.isPending ? update.variables : undefined;
  // While a change is saving, its checkbox already shows the new state (and waits, disabled).
  const featuresOf = (company: CompanySummary) =>
    saving?.id === company.id ? saving.features : (company.features ?? []);

  const toggle = (company: CompanySummary, feature: Feature, on: boolean) => {
    setMessage(null);
    update.mutate(
      { id: company.id, features: switched(company, feature, on) },
      {
        onSuccess: () =>
          setMessage({ ok: true, text: t('super.featuresSaved', { name: company.name }) }),
        onError: (error) =>
          setMessage({
            ok: false,
            text: t('super.featuresFailed', {
              name: company.name,
              reason: errorMessage(error, t('app.genericError')),
            }),
          }),
      },
    );
  };

  const columns: Column<CompanySummary>[] = [
    { key: 'id', header: t('super.id') },
    { key: 'name', header: t('super.name') },
    ...FEATURES.map((feature) => ({
      key: feature,
      header: t(FEATURE_WORDS[feature]),
      render: (company: CompanySummary) => (
        <input
          type="checkbox"
          aria-label={t('super.featureFor', {
            feature: t(FEATURE_WORDS[feature]),
            name: company.name,
          })}
          checked={featuresOf(company).includes(feature)}
          disabled={saving?.id === company.id}
          onChange={(event) => toggle(company, feature, event.target.checked)}
        />
      ),
    })),
  ];

  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('super.companies')}</h2>
      {message && (
        <Alert variant={message.ok ? 'success' : 'error'} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <QueryState query={companies} loading={t('super.loadingCompanies')}>
        {(data) => (
          <Table
            caption={t('super.companies')}
            data={data}
            columns={columns}
            rowKey={(company) => company.id}
            emptyMessage={t('super.noCompanies')}
            emptyHint={t('super.noCompaniesHint')}
          />
        )}
      </QueryState>
    </section>
  );
}
