import { useState, type FormEvent, type ReactNode } from 'react';
import {
  calculatorProblemOf,
  evaluateCalculator,
  roundTo2,
  type CalculatorProblem,
} from '@commissionbee/shared/calculator';
import { formatPct, withUnits } from '@commissionbee/shared/calculator-format';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { TableFrame, textHeaders } from '@commissionbee/ui/TableFrame';
import { problemText } from '../lib/draft';

type Outcome = { commission: number; commissionPct: number | null } | { error: CalculatorProblem };

interface TestRunProps {
  config: CalculatorConfig;
  values: Record<string, string>;
  onChange: (id: string, value: string) => void;
  /** Inside another form (the editor): a group with a plain button, since forms cannot nest. */
  nested?: boolean;
}

/** Rep Input Values: the admin tries the formula as a rep would, and sees why it fails. */
export function TestRun({ config, values, onChange, nested = false }: TestRunProps) {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputs = (config.inputs ?? []).filter((input) => !input.isHardcoded);

  const run = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    try {
      const { commission, commissionPct } = evaluateCalculator(config, values);
      setOutcome({ commission: roundTo2(commission), commissionPct });
    } catch (error) {
      setOutcome({ error: calculatorProblemOf(error) });
    }
  };

  return (
    <section className="cb-stack" aria-labelledby="rep-inputs-title">
      {nested ? (
        <h3 id="rep-inputs-title">{t('calc.test.title')}</h3>
      ) : (
        <h2 id="rep-inputs-title">{t('calc.test.repInputs')}</h2>
      )}
      <Group nested={nested} onSubmit={run}>
        <TableFrame
          caption={t('calc.test.repInputs')}
          headers={textHeaders(t('calc.test.label'), t('calc.test.testValue'))}
          emptyMessage={t('calc.test.empty')}
          emptyHint={t('calc.test.emptyHint')}
          isEmpty={inputs.length === 0}
        >
          {inputs.map((input) => {
            const label = input.label || input.id;
            return (
              <tr key={input.id}>
                <td>{label}</td>
                <td>
                  {/* Spec §2: '$' is a prefix; other units follow the number. */}
                  <span className="calc-test-field">
                    {input.units === '$' && (
                      <span className="calc-unit calc-unit--prefix" aria-hidden="true">
                        $
                      </span>
                    )}
                    <input
                      className="cb-input calc-test-input cb-num"
                      type="number"
                      step="any"
                      inputMode="decimal"
                      aria-label={t('calc.test.valueOf', { label })}
                      value={values[input.id] ?? ''}
                      onChange={(event) => onChange(input.id, event.target.value)}
                    />
                    {input.units && input.units !== '$' && (
                      <span className="cb-muted calc-unit">{input.units}</span>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </TableFrame>
        <div>
          {nested ? (
            <Button onClick={() => run()}>{t('calc.test.run')}</Button>
          ) : (
            <Button type="submit">{t('calc.test.run')}</Button>
          )}
        </div>
      </Group>
      <div aria-live="polite">
        {outcome && 'error' in outcome && (
          <Alert variant="error">{problemText(t, outcome.error)}</Alert>
        )}
        {outcome && 'commission' in outcome && (
          <p className="calc-test-result">
            {t('calc.test.result')}
            <strong>{withUnits(outcome.commission, config.result_units)}</strong>
            {outcome.commissionPct !== null && (
              <span className="calc-test-result__pct">
                {t('calc.test.commission', { pct: formatPct(outcome.commissionPct) })}
              </span>
            )}
          </p>
        )}
      </div>
    </section>
  );
}

function Group({
  nested,
  onSubmit,
  children,
}: {
  nested: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return nested ? (
    <div className="cb-stack" role="group" aria-labelledby="rep-inputs-title">
      {children}
    </div>
  ) : (
    <form className="cb-stack" onSubmit={onSubmit} noValidate aria-labelledby="rep-inputs-title">
      {children}
    </form>
  );
}
