// Creates or edits the company's calculator in the app (issue 27): settings, inputs, formula, rate
// table and a test run of the draft before it is saved. The shared engine checks the draft on
// every change, so a mistake shows under the formula, not after a round trip.
import { useMemo, useState, type FormEvent } from 'react';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useSaveCalculator } from '../api/save-calculator';
import { configOf, draftOf, draftProblem, starterDraft, type Draft } from '../lib/draft';
import { Field } from './Field';
import { InputsEditor } from './InputsEditor';
import { RateTableEditor } from './RateTableEditor';
import { TestRun } from './TestRun';

export const CALCULATOR_SAVED = 'Calculator saved. Reps you give access see it at once.';

interface CalculatorEditorProps {
  /** The saved calculator, or null to create one. */
  config: CalculatorConfig | null;
  onDone: (saved: boolean) => void;
}

export function CalculatorEditor({ config, onDone }: CalculatorEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => (config ? draftOf(config) : starterDraft()));
  const [testValues, setTestValues] = useState<Record<string, string>>({});
  const save = useSaveCalculator();
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const problem = draftProblem(draft);
  const preview = useMemo(() => configOf(draft), [draft]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problem) return;
    save.mutate(preview, { onSuccess: () => onDone(true) });
  };

  return (
    <form
      className="cb-stack calc-editor"
      onSubmit={submit}
      noValidate
      aria-labelledby="calc-editor-title"
    >
      <h2 id="calc-editor-title">{config ? 'Edit calculator' : 'Create your calculator'}</h2>
      <div className="calc-row-fields">
        <Field
          label="Title"
          value={draft.title}
          maxLength={200}
          onChange={(title) => change({ title })}
        />
        <Field
          label="Button text"
          value={draft.buttonText}
          maxLength={100}
          onChange={(buttonText) => change({ buttonText })}
        />
        <Field
          label="Result label"
          value={draft.resultLabel}
          maxLength={200}
          onChange={(resultLabel) => change({ resultLabel })}
        />
        <Field
          label="Result units"
          value={draft.resultUnits}
          maxLength={20}
          onChange={(resultUnits) => change({ resultUnits })}
        />
      </div>
      <InputsEditor inputs={draft.inputs} onChange={(inputs) => change({ inputs })} />
      <Field
        label="Formula"
        multiline
        maxLength={5000}
        value={draft.operation}
        onChange={(operation) => change({ operation })}
        hint={
          <>
            Uses the input ids, + − * / ^, <code>min</code>, <code>max</code>,{' '}
            <code>roundTo(x, 2)</code>, <code>a ? b : c</code> and <code>lookup(x)</code>. Assign{' '}
            <code>commission = …</code> (and optionally <code>commissionPct = …</code>); separate
            steps with <code>;</code>.
          </>
        }
      />
      {problem && (
        <Alert variant="warning">
          <span role="status" className="calc-problem">
            {problem}
          </span>
        </Alert>
      )}
      <RateTableEditor draft={draft} onChange={change} />
      {!problem && (
        <div className="cb-card cb-stack">
          <TestRun
            config={preview}
            values={testValues}
            onChange={(id, value) => setTestValues((current) => ({ ...current, [id]: value }))}
            nested
          />
        </div>
      )}
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
      <div className="cb-cluster">
        <Button type="submit" loading={save.isPending} disabled={problem !== null}>
          {config ? 'Save calculator' : 'Create calculator'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
