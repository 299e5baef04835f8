// The company's ADP Workforce Now codes (Co Code, Batch ID, Earnings 3 Code) for the ADP file.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import type { PayrollSettings } from '@commissionbee/shared/activity';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { errorMessage } from '../../../lib/errors';
import { useSavePayrollSettings } from '../api/payroll';

const FIELDS: { key: keyof PayrollSettings; label: string; max: number }[] = [
  { key: 'adp_company_code', label: 'payroll.adpCompanyCode', max: 3 },
  { key: 'adp_batch_id', label: 'payroll.adpBatchId', max: 20 },
  { key: 'adp_earnings_code', label: 'payroll.adpEarningsCode', max: 2 },
];

export function AdpSettingsForm({ settings }: { settings: PayrollSettings }) {
  const { t } = useI18n();
  const [values, setValues] = useState(settings);
  const save = useSavePayrollSettings();
  useEffect(() => setValues(settings), [settings]);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      adp_company_code: values.adp_company_code?.trim() || null,
      adp_batch_id: values.adp_batch_id?.trim() || null,
      adp_earnings_code: values.adp_earnings_code?.trim() || null,
    });
  }

  return (
    <form className="payroll-settings" onSubmit={submit} aria-label={t('payroll.adpSettings')}>
      <h2>{t('payroll.adpTitle')}</h2>
      {FIELDS.map((f) => (
        <label key={f.key}>
          {t(f.label)}
          <input
            className="cb-input"
            value={values[f.key] ?? ''}
            maxLength={f.max}
            onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
          />
        </label>
      ))}
      <div>
        <button type="submit" className="cb-btn cb-btn--secondary" disabled={save.isPending}>
          {save.isPending ? t('payroll.saving') : t('payroll.saveAdp')}
        </button>
      </div>
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
      )}
      {save.isSuccess && <Alert variant="success">{t('payroll.saved')}</Alert>}
    </form>
  );
}
