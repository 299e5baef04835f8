import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
}

/** A labelled, required input (the super forms, the password change). */
export function TextField({ label, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="cb-field">
      <label className="cb-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="cb-input" required {...input} />
    </div>
  );
}
