import { useId, useState, type ReactNode } from 'react';

interface InfoTooltipProps {
  /** Accessible name of the button, e.g. 'How is this calculated?'. */
  label: string;
  children: ReactNode;
}

/**
 * An 'i' button whose explanation shows on hover and focus and is its accessible description, so
 * screen readers read it too. Escape hides it without closing a surrounding dialog.
 */
export function InfoTooltip({ label, children }: InfoTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="calc-tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="calc-tooltip__button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        i
      </button>
      <span id={id} role="tooltip" className="calc-tooltip__text" hidden={!open}>
        {children}
      </span>
    </span>
  );
}
