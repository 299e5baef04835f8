import { Plus, Trash2 } from 'lucide-react';
import { columnVariable, REP_RATE_COLUMN } from '@commissionbee/shared/calculator';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import type { Draft } from '../lib/draft';
import { CodeText } from './CodeText';
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
  const { t } = useI18n();
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
      <legend>{t('calc.rates.legend')}</legend>
      <p className="cb-muted calc-hint">
        <CodeText text={t('calc.rates.hint', { rate: REP_RATE_COLUMN })} />
      </p>
      {columns.length > 0 && (
        <div className="calc-table-scroll">
          <table className="cb-table calc-edit-table">
            <caption className="cb-visually-hidden">{t('calc.rates.caption')}</caption>
            <thead>
              <tr>
                {columns.map((column, c) => (
                  <th key={c} scope="col">
                    <span className="calc-column-head">
                      <input
                        className="cb-input"
                        aria-label={t('calc.rates.columnName', { n: String(c + 1) })}
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
                        aria-label={t('calc.rates.removeColumn', { name: column || String(c + 1) })}
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
                  <span className="cb-visually-hidden">{t('calc.rates.remove')}</span>
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
                        aria-label={t('calc.rates.cell', {
                          row: String(r + 1),
                          column: column || t('calc.rates.columnN', { n: String(c + 1) }),
                        })}
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
                      aria-label={t('calc.rates.removeRow', { row: String(r + 1) })}
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
              columns: [...columns, columns.length === 0 ? t('calc.starter.tier') : ''],
              rows: rows.map((row) => [...row, '']),
            })
          }
        >
          <Plus size={16} aria-hidden="true" /> {t('calc.rates.addColumn')}
        </Button>
        {columns.length > 0 && (
          <Button
            variant="secondary"
            small
            onClick={() => onChange({ rows: [...rows, columns.map(() => '')] })}
          >
            <Plus size={16} aria-hidden="true" /> {t('calc.rates.addRow')}
          </Button>
        )}
      </div>
      {columns.length > 0 && (
        <>
          <Field
            label={t('calc.rates.formula')}
            multiline
            maxLength={5000}
            value={draft.rateOperation}
            onChange={(rateOperation) => onChange({ rateOperation })}
            hint={t('calc.rates.formulaHint')}
          />
          <div className="calc-row-fields">
            <Field
              label={t('calc.rates.calculatedLabel')}
              value={draft.rateResultLabel}
              maxLength={100}
              onChange={(rateResultLabel) => onChange({ rateResultLabel })}
            />
            <Field
              label={t('calc.rates.calculatedUnits')}
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
