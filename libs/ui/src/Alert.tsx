import type { ReactNode } from 'react';
import { useUiWords } from './i18n/ui-words';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  children: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  className?: string;
}

/** A message box. Errors interrupt screen readers (role=alert); the others are polite (status). */
export function Alert({ variant = 'info', children, onDismiss, className }: AlertProps) {
  const words = useUiWords();
  const classes = ['cb-alert', `cb-alert--${variant}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={variant === 'error' ? 'alert' : 'status'}>
      <div className="cb-alert__body">{children}</div>
      {onDismiss && (
        <button
          type="button"
          className="cb-alert__close"
          aria-label={words?.dismiss ?? 'Dismiss'}
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}
