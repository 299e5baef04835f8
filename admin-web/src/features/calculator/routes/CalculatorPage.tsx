// The Rep Calculator admin screen (spec §2 'Calculator admin'): hidden values, a test run, the
// rate table and which reps may use the calculator; the editor creates or changes it (issue 27).
import { useMemo, useState } from 'react';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Calculator, Pencil } from 'lucide-react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { EmptyState } from '@commissionbee/ui/EmptyState';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { Loader } from '@commissionbee/ui/Loader';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCalculator } from '../api/get-calculator';
import { CalculatorAccess } from '../components/CalculatorAccess';
import { CalculatorEditor } from '../components/CalculatorEditor';
import { HiddenValues } from '../components/HiddenValues';
import { RateLookupTable } from '../components/RateLookupTable';
import { TestRun } from '../components/TestRun';
import './calculator.css';

/**
 * Test values to start from: each rep input's example (its placeholder) when that is a number, so
 * Run Test gives a real answer at once instead of $0.00 from empty fields.
 */
export function prefilledTestValues(config: CalculatorConfig | null | undefined) {
  const values: Record<string, string> = {};
  for (const input of config?.inputs ?? []) {
    if (input.isHardcoded) continue;
    const example = String(input.placeholder ?? '')
      .replace(/[$,%\s]/g, '')
      .trim();
    if (example !== '' && Number.isFinite(Number(example))) values[input.id] = example;
  }
  return values;
}

export function CalculatorPage() {
  const { t } = useI18n();
  const calculator = useCalculator();
  const [testValues, setTestValues] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const config = calculator.data;
  const finish = (didSave: boolean) => {
    setEditing(false);
    setSaved(didSave);
  };
  const values = useMemo(
    () => ({ ...prefilledTestValues(config), ...testValues }),
    [config, testValues],
  );
  const title = config?.title?.trim() || t('calc.defaultTitle');
  useDocumentTitle(title);

  return (
    <div className="cb-stack calc-admin">
      <h1>{title}</h1>
      {calculator.isPending ? (
        <Loader block showLabel label={t('calc.loading')} />
      ) : calculator.isError ? (
        <div className="cb-stack cb-narrow">
          <Alert variant="error">{errorMessage(calculator.error, t('app.genericError'))}</Alert>
          <div>
            <Button loading={calculator.isRefetching} onClick={() => void calculator.refetch()}>
              {t('app.tryAgain')}
            </Button>
          </div>
        </div>
      ) : editing ? (
        <div className="cb-card">
          <CalculatorEditor config={config ?? null} onDone={finish} />
        </div>
      ) : !config ? (
        <EmptyState
          icon={<Calculator size={22} />}
          title={t('calc.noData')}
          action={
            <Button
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('calc.create')}
            </Button>
          }
        >
          <p>{t('calc.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          {saved && (
            <Alert variant="success" onDismiss={() => setSaved(false)}>
              {t('calc.saved')}
            </Alert>
          )}
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <Pencil size={16} aria-hidden="true" /> {t('calc.edit')}
            </Button>
          </div>
          <div className="cb-card">
            <HiddenValues config={config} />
          </div>
          <div className="cb-card cb-stack">
            <TestRun
              config={config}
              values={values}
              onChange={(id, value) => setTestValues((current) => ({ ...current, [id]: value }))}
            />
            <RateLookupTable config={config} values={values} />
          </div>
          <div className="cb-card">
            <CalculatorAccess />
          </div>
        </>
      )}
    </div>
  );
}
