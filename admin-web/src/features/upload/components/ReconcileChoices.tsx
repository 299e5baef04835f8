// What the upload does with lines the ledger already has (issue 13); defaults first.
import type { ReconcileOptions } from '@commissionbee/shared/types';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export interface ReconcileChoicesProps {
  options: ReconcileOptions;
  disabled: boolean;
  onChange: (options: ReconcileOptions) => void;
}

export function ReconcileChoices({ options, disabled, onChange }: ReconcileChoicesProps) {
  const { t } = useI18n();
  return (
    <div className="upload-choices">
      <fieldset disabled={disabled}>
        <legend>{t('upload.choices.duplicates')}</legend>
        <label>
          <input
            type="radio"
            name="duplicates"
            checked={options.duplicates === 'skip'}
            onChange={() => onChange({ ...options, duplicates: 'skip' })}
          />{' '}
          {t('upload.choices.skip')}
        </label>
        <label>
          <input
            type="radio"
            name="duplicates"
            checked={options.duplicates === 'add'}
            onChange={() => onChange({ ...options, duplicates: 'add' })}
          />{' '}
          {t('upload.choices.addAnyway')}
        </label>
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>{t('upload.choices.pending')}</legend>
        <label>
          <input
            type="radio"
            name="pending"
            checked={options.pending === 'update'}
            onChange={() => onChange({ ...options, pending: 'update' })}
          />{' '}
          {t('upload.choices.updatePending')}
        </label>
        <label>
          <input
            type="radio"
            name="pending"
            checked={options.pending === 'add'}
            onChange={() => onChange({ ...options, pending: 'add' })}
          />{' '}
          {t('upload.choices.addNew')}
        </label>
      </fieldset>
      <label className="upload-choices__replace">
        <input
          type="checkbox"
          disabled={disabled}
          checked={options.replacePayDates}
          onChange={(event) => onChange({ ...options, replacePayDates: event.target.checked })}
        />{' '}
        {t('upload.choices.replace')}
      </label>
      {/* Pay runs (issue 29): else a change to a closed pay date is refused, row by row. */}
      <label className="upload-choices__replace">
        {t('upload.choices.adjust')}{' '}
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
          {t('upload.choices.adjustHint')}
        </span>
      </label>
    </div>
  );
}
