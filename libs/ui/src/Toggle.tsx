import { useId, type ReactNode } from 'react';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label, which is also the switch's accessible name. */
  label: ReactNode;
  /** Extra text shown under the switch and read after its name. */
  description?: ReactNode;
  disabled?: boolean;
}

/** An on/off switch: a native checkbox with role=switch, so Space toggles it. */
export function Toggle({ checked, onChange, label, description, disabled }: ToggleProps) {
  const descriptionId = useId();
  return (
    <div className="cb-toggle-field">
      <label className="cb-toggle">
        <input
          className="cb-toggle__input"
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="cb-toggle__track" aria-hidden="true" />
        <span>{label}</span>
      </label>
      {description && (
        <span id={descriptionId} className="cb-muted cb-toggle__description">
          {description}
        </span>
      )}
    </div>
  );
}
