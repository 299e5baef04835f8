// The rep's what-if calculator (spec §2 'Calculator (rep)'). It runs on the config that came with
// the rep's data, so once the portal has loaded it works offline too.
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { evaluateCalculator, type CalculatorResult } from '@commissionbee/shared/calculator';
import { formatPct } from '@commissionbee/shared/calculator-format';
import { COMMISSION_PCT_FEATURE, type CalculatorConfig } from '@commissionbee/shared/types';
import { Button } from '@commissionbee/ui/Button';
import { EmptyState } from '@commissionbee/ui/EmptyState';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../config/paths';
import { useRepView } from '../../session/rep-view';
import { withUnits } from './format';
import { NumberField } from './NumberField';
import { RateKey } from './RateKey';
import './calculator.css';

export function CalculatorPage() {
  const view = useRepView();
  const { t } = useI18n();
  if (!view) return <Loader block showLabel label={t('calculator.loading')} />;
  if (!view.canUseCalculator) return <Navigate to={paths.dash} replace />;
  const config = view.data.calculator;
  if (!config) {
    return (
      <div className="cb-stack">
        <h1>{t('calculator.title')}</h1>
        <EmptyState title={t('calculator.noData')}>
          <p>{t('calculator.notSetUp')}</p>
        </EmptyState>
      </div>
    );
  }
  const showPct = (view.data.company?.features ?? []).includes(COMMISSION_PCT_FEATURE);
  return <Calculator config={config} showPct={showPct} />;
}

function Calculator({ config, showPct }: { config: CalculatorConfig; showPct: boolean }) {
  const { t, format } = useI18n();
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const shownInputs = (config.inputs ?? []).filter((input) => !input.isHardcoded);
  const hasRateTable = Array.isArray(config.lookupTable) && config.lookupTable.length > 0;

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      setResult(evaluateCalculator(config, values));
    } catch {
      // Spec §8: a formula that fails in the rep's view just leaves no result.
      setResult(null);
    }
  };

  return (
    <div className="cb-stack">
      <h1>{config.title?.trim() || t('calculator.title')}</h1>
      <form
        className="cb-card cb-stack rep-calc-form"
        onSubmit={calculate}
        aria-label={t('calculator.title')}
        noValidate
      >
        {shownInputs.map((input) => (
          <NumberField
            key={input.id}
            input={input}
            value={values[input.id] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [input.id]: value }))}
          />
        ))}
        <div className="cb-cluster">
          <Button type="submit">{config.buttonText?.trim() || t('calculator.calculate')}</Button>
          {hasRateTable && <RateKey config={config} values={values} />}
        </div>
      </form>
      <section
        className="cb-card rep-calc-result"
        aria-live="polite"
        aria-label={t('calculator.result')}
      >
        <p className="rep-calc-result__line">
          <span className="rep-calc-result__label">{t('calculator.resultLabel')}</span>{' '}
          {result && (
            <strong className="rep-calc-result__value">
              {withUnits(format, result.commission, config.result_units)}
            </strong>
          )}
        </p>
        {result && showPct && result.commissionPct !== null && (
          <p className="rep-calc-result__pct">
            {t('calculator.commission', { pct: formatPct(result.commissionPct) })}
          </p>
        )}
      </section>
    </div>
  );
}
