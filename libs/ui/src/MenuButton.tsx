import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusableElements } from './focusable';

export interface MenuButtonProps {
  /** Content of the button that opens the menu. */
  label: ReactNode;
  /** Accessible name of the button when `label` is not plain text. */
  ariaLabel?: string;
  className?: string;
  /**
   * Menu items: links or buttons with role="menuitem" (or menuitemradio), as direct children.
   * Choosing one closes the menu.
   */
  children: ReactNode;
}

/**
 * A button that opens a menu (WAI-ARIA menu button): Enter, Space or ArrowDown open it on the
 * first item, arrows move, Home/End jump, Escape closes it and returns focus to the button.
 */
export function MenuButton({ label, ariaLabel, className, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => (listRef.current ? focusableElements(listRef.current) : []);

  useEffect(() => {
    if (!open) return;
    const list = listRef.current ? focusableElements(listRef.current) : [];
    if (focusOnOpen.current) (focusOnOpen.current === 'last' ? list.at(-1) : list[0])?.focus();
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      list[move[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={['cb-menu', className].filter(Boolean).join(' ')} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="cb-btn cb-btn--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        onKeyDown={onButtonKeyDown}
        onClick={() => (open ? close(false) : openAt('first'))}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          ref={listRef}
          id={menuId}
          className="cb-menu__list"
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[role^="menuitem"]')) close(false);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
