// Creates or edits the company's calculator in the app (issue 27): settings, inputs, formula, rate
// table and a test run of the draft before it is saved. The shared engine checks the draft on
// every change, so a mistake shows under the formula, not after a round trip.
import { useMemo, useState, type FormEvent } from 'react';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { errorMessage } from '../../../lib/errors';
import { useSaveCalculator } from '../api/save-calculator';
import {
  configOf,
  draftOf,
  draftProblem,
  problemText,
  refusedProblem,
  starterDraft,
  type Draft,
} from '../lib/draft';
import { CodeText } from './CodeText';
import { Field } from './Field';
import { InputsEditor } from './InputsEditor';
import { RateTableEditor } from './RateTableEditor';
import { TestRun } from './TestRun';

interface CalculatorEditorProps {
  /** The saved calculator, or null to create one. */
  config: CalculatorConfig | null;
  onDone: (saved: boolean) => void;
}

export function CalculatorEditor({ config, onDone }: CalculatorEditorProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<Draft>(() => (config ? draftOf(config) : starterDraft(t)));
  const [testValues, setTestValues] = useState<Record<string, string>>({});
  const save = useSaveCalculator();
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const problem = draftProblem(draft);
  const refused = refusedProblem(save.error);
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
      <h2 id="calc-editor-title">{config ? t('calc.edit') : t('calc.editor.createTitle')}</h2>
      <div className="calc-row-fields">
        <Field
          label={t('calc.editor.title')}
          value={draft.title}
          maxLength={200}
          onChange={(title) => change({ title })}
        />
        <Field
          label={t('calc.editor.buttonText')}
          value={draft.buttonText}
          maxLength={100}
          onChange={(buttonText) => change({ buttonText })}
        />
        <Field
          label={t('calc.editor.resultLabel')}
          value={draft.resultLabel}
          maxLength={200}
          onChange={(resultLabel) => change({ resultLabel })}
        />
        <Field
          label={t('calc.editor.resultUnits')}
          value={draft.resultUnits}
          maxLength={20}
          onChange={(resultUnits) => change({ resultUnits })}
        />
      </div>
      <InputsEditor inputs={draft.inputs} onChange={(inputs) => change({ inputs })} />
      <Field
        label={t('calc.editor.formula')}
        multiline
        maxLength={5000}
        value={draft.operation}
        onChange={(operation) => change({ operation })}
        hint={<CodeText text={t('calc.editor.formulaHint')} />}
      />
      {problem && (
        <Alert variant="warning">
          <span role="status" className="calc-problem">
            {problemText(t, problem)}
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
      {save.isError && (
        <Alert variant="error">
          {refused ? problemText(t, refused) : errorMessage(save.error, t('app.genericError'))}
        </Alert>
      )}
      <div className="cb-cluster">
        <Button type="submit" loading={save.isPending} disabled={problem !== null}>
          {config ? t('calc.editor.save') : t('calc.create')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('calc.editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
