import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { blankInput, type DraftInput } from '../lib/draft';

interface InputsEditorProps {
  inputs: DraftInput[];
  onChange: (inputs: DraftInput[]) => void;
}

/** The calculator's inputs: what a rep types, and hidden values (set here, never shown to reps). */
export function InputsEditor({ inputs, onChange }: InputsEditorProps) {
  const { t } = useI18n();
  const update = (key: number, change: Partial<DraftInput>) =>
    onChange(inputs.map((input) => (input.key === key ? { ...input, ...change } : input)));
  return (
    <fieldset className="calc-fieldset cb-stack">
      <legend>{t('calc.inputs.legend')}</legend>
      <p className="cb-muted calc-hint">{t('calc.inputs.hint')}</p>
      <div className="calc-table-scroll">
        <table className="cb-table calc-edit-table">
          <caption className="cb-visually-hidden">{t('calc.inputs.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calc.inputs.id')}</th>
              <th scope="col">{t('calc.inputs.label')}</th>
              <th scope="col">{t('calc.inputs.units')}</th>
              <th scope="col">{t('calc.inputs.hidden')}</th>
              <th scope="col">{t('calc.inputs.exampleOrValue')}</th>
              <th scope="col">
                <span className="cb-visually-hidden">{t('calc.inputs.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {inputs.map((input, i) => {
              const name =
                input.label || input.id || t('calc.inputs.unnamed', { n: String(i + 1) });
              return (
                <tr key={input.key}>
                  <td>
                    <input
                      className="cb-input"
                      aria-label={t('calc.inputs.idOf', { name })}
                      value={input.id}
                      maxLength={64}
                      spellCheck={false}
                      onChange={(event) => update(input.key, { id: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="cb-input"
                      aria-label={t('calc.inputs.labelOf', { name })}
                      value={input.label}
                      maxLength={200}
                      onChange={(event) => update(input.key, { label: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="cb-input calc-units"
                      aria-label={t('calc.inputs.unitsOf', { name })}
                      value={input.units}
                      maxLength={20}
                      placeholder="$, %, kW"
                      onChange={(event) => update(input.key, { units: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('calc.inputs.isHidden', { name })}
                      checked={input.hidden}
                      onChange={(event) => update(input.key, { hidden: event.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      className="cb-input"
                      aria-label={
                        input.hidden
                          ? t('calc.inputs.hiddenValueOf', { name })
                          : t('calc.inputs.exampleFor', { name })
                      }
                      value={input.hidden ? input.value : input.placeholder}
                      maxLength={50}
                      inputMode={input.hidden ? 'decimal' : undefined}
                      onChange={(event) =>
                        update(
                          input.key,
                          input.hidden
                            ? { value: event.target.value }
                            : { placeholder: event.target.value },
                        )
                      }
                    />
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      small
                      aria-label={t('calc.inputs.removeOne', { name })}
                      onClick={() => onChange(inputs.filter((other) => other.key !== input.key))}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <Button variant="secondary" small onClick={() => onChange([...inputs, blankInput()])}>
          <Plus size={16} aria-hidden="true" /> {t('calc.inputs.add')}
        </Button>
      </div>
    </fieldset>
  );
}
