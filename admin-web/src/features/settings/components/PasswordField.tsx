import { useId } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, value, onChange, autoComplete }: PasswordFieldProps) {
  const id = useId();
  return (
    <div className="cb-field">
      <label className="cb-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="cb-input"
        type="password"
        value={value}
        autoComplete={autoComplete}
        required
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
