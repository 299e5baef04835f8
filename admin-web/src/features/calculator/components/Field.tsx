import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  multiline?: boolean;
  placeholder?: string;
  maxLength?: number;
}

/** A labelled text field of the calculator editor; a hint under it says what it is for. */
export function Field({
  label,
  value,
  onChange,
  hint,
  multiline,
  placeholder,
  maxLength,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    value,
    placeholder,
    maxLength,
    'aria-describedby': hint ? hintId : undefined,
    spellCheck: false,
  };
  return (
    <div className="cb-field">
      <label className="cb-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className="cb-input calc-formula"
          rows={3}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          className="cb-input"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="cb-muted calc-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
