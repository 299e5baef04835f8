import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';

interface InfoTooltipProps {
  /** Accessible name of the button, e.g. 'How is this calculated?'. */
  label: string;
  children: ReactNode;
}

const TIP_WIDTH = 288; // 18rem
const MARGIN = 8;

/** Fixed to the viewport so scrolling table wrappers and dialogs never clip it. */
function placeBelow(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect();
  const maxLeft = window.innerWidth - TIP_WIDTH - MARGIN;
  return {
    position: 'fixed',
    top: rect.bottom + 6,
    left: Math.max(MARGIN, Math.min(rect.right - TIP_WIDTH, maxLeft)),
    width: TIP_WIDTH,
  };
}

/**
 * An 'i' button whose explanation shows on hover and focus and is its accessible description, so
 * screen readers read it too. Escape hides it without closing a surrounding dialog.
 */
export function InfoTooltip({ label, children }: InfoTooltipProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const show = () => buttonRef.current && setPlace(placeBelow(buttonRef.current));
  const hide = () => setPlace(null);
  const open = place !== null;

  // Its place is computed once; any scroll would leave it behind, so it goes instead.
  useEffect(() => {
    if (!open) return;
    const onScroll = () => setPlace(null);
    window.addEventListener('scroll', onScroll, true);
    return () => window.removeEventListener('scroll', onScroll, true);
  }, [open]);

  return (
    <span className="calc-tooltip" onMouseEnter={show} onMouseLeave={hide}>
      <button
        ref={buttonRef}
        type="button"
        className="calc-tooltip__button"
        aria-label={label}
        aria-describedby={id}
        onFocus={show}
        onBlur={hide}
        onClick={() => (open ? hide() : show())}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        i
      </button>
      <span
        id={id}
        role="tooltip"
        className="calc-tooltip__text"
        hidden={!open}
        style={place ?? undefined}
      >
        {children}
      </span>
    </span>
  );
}
