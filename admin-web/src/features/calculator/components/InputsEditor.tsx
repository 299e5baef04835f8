import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@commissionbee/ui/Button';
import { blankInput, type DraftInput } from '../lib/draft';

interface InputsEditorProps {
  inputs: DraftInput[];
  onChange: (inputs: DraftInput[]) => void;
}

/** The calculator's inputs: what a rep types, and hidden values (set here, never shown to reps). */
export function InputsEditor({ inputs, onChange }: InputsEditorProps) {
  const update = (key: number, change: Partial<DraftInput>) =>
    onChange(inputs.map((input) => (input.key === key ? { ...input, ...change } : input)));
  return (
    <fieldset className="calc-fieldset cb-stack">
      <legend>Inputs</legend>
      <p className="cb-muted calc-hint">
        The id is the name the formula uses (letters, digits and _). A hidden value is set here and
        never shown to reps, such as a base redline.
      </p>
      <div className="calc-table-scroll">
        <table className="cb-table calc-edit-table">
          <caption className="cb-visually-hidden">Calculator inputs</caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Label</th>
              <th scope="col">Units</th>
              <th scope="col">Hidden</th>
              <th scope="col">Example or value</th>
              <th scope="col">
                <span className="cb-visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {inputs.map((input, i) => {
              const name = input.label || input.id || `input ${i + 1}`;
              return (
                <tr key={input.key}>
                  <td>
                    <input
                      className="cb-input"
                      aria-label={`Id of ${name}`}
                      value={input.id}
                      maxLength={64}
                      spellCheck={false}
                      onChange={(event) => update(input.key, { id: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="cb-input"
                      aria-label={`Label of ${name}`}
                      value={input.label}
                      maxLength={200}
                      onChange={(event) => update(input.key, { label: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="cb-input calc-units"
                      aria-label={`Units of ${name}`}
                      value={input.units}
                      maxLength={20}
                      placeholder="$, %, kW"
                      onChange={(event) => update(input.key, { units: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name} is a hidden value`}
                      checked={input.hidden}
                      onChange={(event) => update(input.key, { hidden: event.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      className="cb-input"
                      aria-label={input.hidden ? `Hidden value of ${name}` : `Example for ${name}`}
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
                      aria-label={`Remove ${name}`}
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
          <Plus size={16} aria-hidden="true" /> Add input
        </Button>
      </div>
    </fieldset>
  );
}
