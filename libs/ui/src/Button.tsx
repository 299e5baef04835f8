import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'danger';

/** The classes of a button; also for links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', small = false): string {
  return `cb-btn cb-btn--${variant}${small ? ' cb-btn--small' : ''}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  small?: boolean;
  /** Disables the button and shows a spinner next to its label. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  small = false,
  loading = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [buttonClass(variant, small), className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="cb-spinner cb-spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
