// The top bar's menu (a disclosure, not an ARIA menu: it holds a heading, links and a button).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useMyQuestions } from '../../lib/questions/api';
import { isEmbeddedAdminPreview } from '../../session/embedded';
import { useRepSession } from '../../session/rep-store';
import type { RepView } from '../../session/rep-view';
import { MenuIcon } from './icons';

// The panel's contents are a chunk of their own, loaded when the menu first opens (most visits
// never open it; this keeps the rep bundle under its budget). It then stays mounted, hidden.
const MenuPanel = lazy(() => import('./MenuPanel').then((m) => ({ default: m.MenuPanel })));

export interface UserMenuProps {
  view: RepView | null;
  refreshing: boolean;
  onRefresh: () => void;
}

export function UserMenu({ view, refreshing, onRefresh }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  // The settings chunk loads on the first opening and then stays mounted (hidden with the panel).
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { t } = useI18n();
  const { viewKey } = useRepSession();
  const questions = useMyQuestions(viewKey, !isEmbeddedAdminPreview());
  const answers = (questions.data ?? []).filter((q) => q.unread).length;

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className="rep-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="rep-icon-button"
        aria-label={answers ? t('menu.buttonWithAnswers', { count: answers }) : t('menu.button')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon />
        {answers > 0 && <span className="rep-menu__count rep-menu__count--button">{answers}</span>}
      </button>
      <div id={panelId} className="rep-menu__panel" hidden={!open}>
        {opened && (
          <Suspense fallback={null}>
            <MenuPanel
              view={view}
              answers={answers}
              refreshing={refreshing}
              onRefresh={() => {
                onRefresh();
                setOpen(false);
              }}
              viewKey={viewKey}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
