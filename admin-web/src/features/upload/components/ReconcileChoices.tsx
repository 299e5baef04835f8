// What the upload does with lines the ledger already has (issue 13); defaults first.
import type { ReconcileOptions } from '@commissionbee/shared/types';

export interface ReconcileChoicesProps {
  options: ReconcileOptions;
  disabled: boolean;
  onChange: (options: ReconcileOptions) => void;
}

export function ReconcileChoices({ options, disabled, onChange }: ReconcileChoicesProps) {
  return (
    <div className="upload-choices">
      <fieldset disabled={disabled}>
        <legend>Lines exactly like lines already stored</legend>
        <label>
          <input
            type="radio"
            name="duplicates"
            checked={options.duplicates === 'skip'}
            onChange={() => onChange({ ...options, duplicates: 'skip' })}
          />{' '}
          Skip them
        </label>
        <label>
          <input
            type="radio"
            name="duplicates"
            checked={options.duplicates === 'add'}
            onChange={() => onChange({ ...options, duplicates: 'add' })}
          />{' '}
          Add them anyway
        </label>
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>PENDING lines that now have a pay date</legend>
        <label>
          <input
            type="radio"
            name="pending"
            checked={options.pending === 'update'}
            onChange={() => onChange({ ...options, pending: 'update' })}
          />{' '}
          Update the pending line
        </label>
        <label>
          <input
            type="radio"
            name="pending"
            checked={options.pending === 'add'}
            onChange={() => onChange({ ...options, pending: 'add' })}
          />{' '}
          Add as a new line
        </label>
      </fieldset>
      <label className="upload-choices__replace">
        <input
          type="checkbox"
          disabled={disabled}
          checked={options.replacePayDates}
          onChange={(event) => onChange({ ...options, replacePayDates: event.target.checked })}
        />{' '}
        Replace every line of the pay dates in this file
      </label>
      {/* Pay runs (issue 29): else a change to a closed pay date is refused, row by row. */}
      <label className="upload-choices__replace">
        Post changes to closed pay dates as adjustments on{' '}
        <input
          type="date"
          className="cb-input"
          disabled={disabled}
          value={options.adjustClosedOn ?? ''}
          aria-describedby="adjust-closed-hint"
          onChange={(event) =>
            onChange({ ...options, adjustClosedOn: event.target.value || undefined })
          }
        />
        <span id="adjust-closed-hint" className="cb-muted">
          {' '}
          (an open pay date; leave empty to refuse changes to closed pay dates)
        </span>
      </label>
    </div>
  );
}
