import { Plus, Trash2 } from 'lucide-react';
import { columnVariable } from '@commissionbee/shared/calculator';
import { Button } from '@commissionbee/ui/Button';
import type { Draft } from '../lib/draft';
import { Field } from './Field';

type RatePart = Pick<
  Draft,
  'columns' | 'rows' | 'rateOperation' | 'rateResultLabel' | 'rateResultUnits'
>;

interface RateTableEditorProps {
  draft: RatePart;
  onChange: (change: Partial<RatePart>) => void;
}

/** The rate table: named columns, rows of tiers, and the formula its calculated column runs. */
export function RateTableEditor({ draft, onChange }: RateTableEditorProps) {
  const { columns, rows } = draft;
  const setCell = (r: number, c: number, value: string) =>
    onChange({
      rows: rows.map((row, i) =>
        i === r ? columns.map((_, j) => (j === c ? value : (row[j] ?? ''))) : row,
      ),
    });
  const removeColumn = (c: number) =>
    onChange({
      columns: columns.filter((_, j) => j !== c),
      rows: rows.map((row) => row.filter((_, j) => j !== c)),
    });
  return (
    <fieldset className="calc-fieldset cb-stack">
      <legend>Rate table</legend>
      <p className="cb-muted calc-hint">
        Optional. <code>lookup(value)</code> in the formula finds the row of the highest
        first-column tier at or below the value and answers its &ldquo;Rep Commission %&rdquo;. In
        the rate table formula a column is a variable: &ldquo;PPW Tier&rdquo; becomes{' '}
        <code>PPW_Tier</code>.
      </p>
      {columns.length > 0 && (
        <div className="calc-table-scroll">
          <table className="cb-table calc-edit-table">
            <caption className="cb-visually-hidden">Rate table</caption>
            <thead>
              <tr>
                {columns.map((column, c) => (
                  <th key={c} scope="col">
                    <span className="calc-column-head">
                      <input
                        className="cb-input"
                        aria-label={`Name of column ${c + 1}`}
                        value={column}
                        maxLength={100}
                        onChange={(event) =>
                          onChange({
                            columns: columns.map((old, j) => (j === c ? event.target.value : old)),
                          })
                        }
                      />
                      <Button
                        variant="secondary"
                        small
                        aria-label={`Remove column ${column || c + 1}`}
                        onClick={() => removeColumn(c)}
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </Button>
                    </span>
                    {column.trim() && (
                      <span className="cb-muted calc-variable">{columnVariable(column) ?? ''}</span>
                    )}
                  </th>
                ))}
                <th scope="col">
                  <span className="cb-visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r}>
                  {columns.map((column, c) => (
                    <td key={c}>
                      <input
                        className="cb-input cb-num"
                        aria-label={`Row ${r + 1} ${column || `column ${c + 1}`}`}
                        value={row[c] ?? ''}
                        maxLength={200}
                        onChange={(event) => setCell(r, c, event.target.value)}
                      />
                    </td>
                  ))}
                  <td>
                    <Button
                      variant="secondary"
                      small
                      aria-label={`Remove row ${r + 1}`}
                      onClick={() => onChange({ rows: rows.filter((_, i) => i !== r) })}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="cb-cluster">
        <Button
          variant="secondary"
          small
          onClick={() =>
            onChange({
              columns: [...columns, columns.length === 0 ? 'Tier' : ''],
              rows: rows.map((row) => [...row, '']),
            })
          }
        >
          <Plus size={16} aria-hidden="true" /> Add column
        </Button>
        {columns.length > 0 && (
          <Button
            variant="secondary"
            small
            onClick={() => onChange({ rows: [...rows, columns.map(() => '')] })}
          >
            <Plus size={16} aria-hidden="true" /> Add row
          </Button>
        )}
      </div>
      {columns.length > 0 && (
        <>
          <Field
            label="Rate table formula"
            multiline
            maxLength={5000}
            value={draft.rateOperation}
            onChange={(rateOperation) => onChange({ rateOperation })}
            hint="Optional: what each row would pay with the test values, shown as an extra column."
          />
          <div className="calc-row-fields">
            <Field
              label="Calculated column label"
              value={draft.rateResultLabel}
              maxLength={100}
              onChange={(rateResultLabel) => onChange({ rateResultLabel })}
            />
            <Field
              label="Calculated column units"
              value={draft.rateResultUnits}
              maxLength={20}
              onChange={(rateResultUnits) => onChange({ rateResultUnits })}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
