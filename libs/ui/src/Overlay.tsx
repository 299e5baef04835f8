import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements } from './focusable';
import { useUiWords } from './i18n/ui-words';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Closes when the dimmed backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** The close button's name, in the app's language (default: the app's UiWords, else 'Close'). */
  closeLabel?: string;
}

/**
 * A modal dialog. While open, Tab and Shift+Tab cycle inside it, Escape closes it, and on close
 * focus goes back to whatever had it before (usually the button that opened it).
 */
export function Overlay({
  open,
  onClose,
  title,
  children,
  closeOnBackdrop = true,
  closeLabel: closeWord,
}: OverlayProps) {
  const words = useUiWords();
  const closeLabel = closeWord ?? words?.close ?? 'Close';
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (focusableElements(dialog)[0] ?? dialog).focus();
    document.body.classList.add('cb-scroll-locked');
    return () => {
      document.body.classList.remove('cb-scroll-locked');
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableElements(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="cb-overlay"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="cb-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="cb-overlay__header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="cb-overlay__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="cb-overlay__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
