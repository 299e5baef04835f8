import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CalculatorConfig, CalculatorInput } from '@commissionbee/shared/types';
import { Button, buttonClass } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { TableFrame, textHeaders } from '@commissionbee/ui/TableFrame';
import { useSaveCalculator, withHiddenValue } from '../api/save-calculator';
import { showHiddenValue } from './format';
import { StatusMessage } from './StatusMessage';
import { useTimedStatus } from './use-timed-status';

/**
 * A hidden value as typed; a blank or unreadable entry counts as 0. Decimals are kept: spec §5
 * says integers, but a Base Redline of 2.9 $/W saved as 2 would silently change every rep's pay
 * (README, where the product differs from the specification).
 */
export function toHiddenValue(text: string): number {
  const n = Number(text.trim());
  return Number.isFinite(n) ? n + 0 : 0; // + 0 turns -0 into 0
}

interface Editing {
  id: string;
  text: string;
}

/** Hidden Values: the inputs reps never see; each row can be edited and saved on its own. */
export function HiddenValues({ config }: { config: CalculatorConfig }) {
  const { t } = useI18n();
  const hidden = (config.inputs ?? []).filter((input) => input.isHardcoded);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [status, showStatus] = useTimedStatus();
  const save = useSaveCalculator();

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    save.mutate(withHiddenValue(config, editing.id, toHiddenValue(editing.text)), {
      onSuccess: () => {
        setEditing(null);
        showStatus('success', t('calc.hidden.saved'));
      },
      onError: () => showStatus('error', t('calc.hidden.failed')),
    });
  };

  return (
    <section className="cb-stack" aria-labelledby="hidden-values-title">
      <h2 id="hidden-values-title">{t('calc.hidden.title')}</h2>
      <StatusMessage status={status} />
      <TableFrame
        caption={t('calc.hidden.title')}
        headers={textHeaders(
          t('calc.hidden.label'),
          t('calc.hidden.value'),
          t('calc.hidden.actions'),
        )}
        emptyMessage={t('calc.hidden.empty')}
        emptyHint={t('calc.hidden.emptyHint')}
        isEmpty={hidden.length === 0}
      >
        {hidden.map((input) => (
          <HiddenValueRow
            key={input.id}
            input={input}
            editing={editing?.id === input.id ? editing : null}
            saving={save.isPending}
            onEdit={() => setEditing({ id: input.id, text: String(input.hardcodedValue ?? '') })}
            onChange={(text) => setEditing({ id: input.id, text })}
            onCancel={() => setEditing(null)}
            onSave={onSave}
          />
        ))}
      </TableFrame>
    </section>
  );
}

interface HiddenValueRowProps {
  input: CalculatorInput;
  editing: Editing | null;
  saving: boolean;
  onEdit: () => void;
  onChange: (text: string) => void;
  onCancel: () => void;
  onSave: (event: FormEvent<HTMLFormElement>) => void;
}

function HiddenValueRow({
  input,
  editing,
  saving,
  onEdit,
  onChange,
  onCancel,
  onSave,
}: HiddenValueRowProps) {
  const { t } = useI18n();
  const label = input.label || input.id;
  const formId = `hidden-value-${input.id}`;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Leaving the editor (saved or cancelled) puts a keyboard user back on this row's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  return (
    <tr>
      <td>{label}</td>
      <td>
        {editing ? (
          <input
            className="cb-input calc-hidden-input"
            form={formId}
            type="number"
            step="any"
            inputMode="decimal"
            aria-label={t('calc.hidden.valueOf', { label })}
            value={editing.text}
            autoFocus
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onCancel();
            }}
          />
        ) : (
          showHiddenValue(input.hardcodedValue, input.units)
        )}
      </td>
      <td>
        {editing ? (
          // A form per row (the input joins it through form=…) so Enter saves.
          <form id={formId} className="cb-cluster" onSubmit={onSave} noValidate>
            <Button type="submit" variant="success" small loading={saving}>
              {t('calc.hidden.save')}
            </Button>
            <Button variant="secondary" small onClick={onCancel}>
              {t('calc.hidden.cancel')}
            </Button>
          </form>
        ) : (
          <button
            ref={editButton}
            type="button"
            className={buttonClass('secondary', true)}
            aria-label={t('calc.hidden.editOne', { label })}
            onClick={onEdit}
          >
            {t('calc.hidden.edit')}
          </button>
        )}
      </td>
    </tr>
  );
}
