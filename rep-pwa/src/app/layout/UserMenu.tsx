// The top bar's menu (a disclosure, not an ARIA menu: it holds a heading, links and a button).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../config/paths';
import { useMyQuestions } from '../../lib/questions/api';
import { isEmbeddedAdminPreview } from '../../session/embedded';
import { useRepSession } from '../../session/rep-store';
import type { RepView } from '../../session/rep-view';
import { calculatorInMenu } from './BottomToolbar';
import { MenuIcon } from './icons';

const MenuSettings = lazy(() =>
  import('./MenuSettings').then((m) => ({ default: m.MenuSettings })),
);

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
  const headingId = useId();
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
        {view && <p className="rep-menu__who cb-muted">{view.viewerEmail}</p>}
        {calculatorInMenu(view) && (
          <Link className="rep-menu__item" to={paths.calculator}>
            {t('nav.calculator')}
          </Link>
        )}
        {view?.isManager && (
          <section aria-labelledby={headingId}>
            <h2 id={headingId} className="rep-menu__heading">
              {t('menu.managerTools')}
            </h2>
            <Link className="rep-menu__item" to={paths.teamPay}>
              {t('nav.teamPay')}
            </Link>
          </section>
        )}
        <Link className="rep-menu__item" to={paths.statements}>
          {t('menu.statements')}
        </Link>
        <Link className="rep-menu__item" to={paths.myPlan}>
          {t('menu.yourPlan')}
        </Link>
        <Link className="rep-menu__item" to={paths.myQuestions}>
          {t('menu.myQuestions')}
          {answers > 0 && (
            <span className="rep-menu__count" aria-label={t('menu.newAnswers', { count: answers })}>
              {answers}
            </span>
          )}
        </Link>
        <button
          type="button"
          className="rep-menu__item"
          disabled={refreshing}
          onClick={() => {
            onRefresh();
            setOpen(false);
          }}
        >
          {refreshing ? t('menu.refreshing') : t('menu.refresh')}
        </button>
        {opened && (
          <Suspense fallback={null}>
            <MenuSettings notifications={Boolean(view) && !view?.isPreview} viewKey={viewKey} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
