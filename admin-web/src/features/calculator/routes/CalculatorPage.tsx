// The Rep Calculator admin screen (spec §2 'Calculator admin'): hidden values, a test run, the
// rate table and which reps may use the calculator.
import { useState } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { Loader } from '@commissionbee/ui/Loader';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCalculator } from '../api/get-calculator';
import { CalculatorAccess } from '../components/CalculatorAccess';
import { HiddenValues } from '../components/HiddenValues';
import { RateLookupTable } from '../components/RateLookupTable';
import { TestRun } from '../components/TestRun';
import './calculator.css';

export function CalculatorPage() {
  const calculator = useCalculator();
  const [testValues, setTestValues] = useState<Record<string, string>>({});
  const config = calculator.data;
  const title = config?.title?.trim() || 'Rep Calculator';
  useDocumentTitle(title);

  return (
    <div className="cb-stack calc-admin">
      <h1>{title}</h1>
      {calculator.isPending ? (
        <Loader block showLabel label="Loading calculator..." />
      ) : calculator.isError ? (
        <div className="cb-stack cb-narrow">
          <Alert variant="error">{errorMessage(calculator.error)}</Alert>
          <div>
            <Button loading={calculator.isRefetching} onClick={() => void calculator.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : !config ? (
        <Alert>No data found.</Alert>
      ) : (
        <>
          <div className="cb-card">
            <HiddenValues config={config} />
          </div>
          <div className="cb-card cb-stack">
            <TestRun
              config={config}
              values={testValues}
              onChange={(id, value) => setTestValues((current) => ({ ...current, [id]: value }))}
            />
            <RateLookupTable config={config} values={testValues} />
          </div>
          <div className="cb-card">
            <CalculatorAccess />
          </div>
        </>
      )}
    </div>
  );
}
