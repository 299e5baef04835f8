import { useId, useState } from 'react';
import { Menu } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import type { User } from '@commissionbee/shared/types';
import { ThemeToggle } from '@commissionbee/ui/ThemeToggle';
import { useOpenQuestionCount } from '../../features/questions/api/get-open-question-count';
import { paths } from '../../config/paths';
import { isAdmin } from '../../lib/auth/roles';
import { sidebarLinks } from './sidebar-links';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Left navigation; on narrow screens it folds into a 'Menu' button above the page. */
export function Sidebar({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const { t } = useI18n();
  const openQuestions = useOpenQuestionCount(isAdmin(user)).data ?? 0;

  return (
    <nav className="admin-sidebar" aria-label={t('nav.main')}>
      <button
        type="button"
        className="cb-btn cb-btn--secondary admin-sidebar__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Menu size={18} aria-hidden="true" /> {t('nav.menu')}
      </button>
      <div id={listId} className="admin-sidebar__panel" data-open={open}>
        <ul className="admin-sidebar__list">
          {sidebarLinks(user, t).map(({ label, to, icon: Icon, alsoActiveOn }) => {
            // NavLink marks its own path; Help is also 'current' on the Help Center's other path.
            const alsoActive = alsoActiveOn?.includes(pathname) ?? false;
            const Item = alsoActive ? Link : NavLink;
            return (
              <li key={to}>
                <Item
                  className="admin-sidebar__link"
                  to={to}
                  // /bee (Bee Panels) must not light up on every /bee/… page.
                  {...(alsoActive ? {} : { end: to === paths.help })}
                  aria-current={alsoActive ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  <Icon size={18} aria-hidden="true" className="admin-sidebar__icon" />
                  <span>{label}</span>
                  {to === paths.questions && openQuestions > 0 && (
                    <span
                      className="admin-sidebar__count"
                      aria-label={t('nav.openCount', { count: openQuestions })}
                    >
                      {openQuestions}
                    </span>
                  )}
                </Item>
              </li>
            );
          })}
        </ul>
        <ThemeToggle
          className="admin-sidebar__theme"
          showLabels={false}
          labels={{
            legend: t('theme.legend'),
            light: t('theme.light'),
            dark: t('theme.dark'),
            system: t('theme.system'),
          }}
        />
      </div>
    </nav>
  );
}
