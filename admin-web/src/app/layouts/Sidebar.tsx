import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import type { User } from '@commissionbee/shared/types';
import { useOpenQuestionCount } from '../../features/questions/api/questions';
import { paths } from '../../config/paths';
import { sidebarLinks } from './sidebar-links';

/** Left navigation; on narrow screens it folds into a 'Menu' button above the page. */
export function Sidebar({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const openQuestions = useOpenQuestionCount().data ?? 0;

  return (
    <nav className="admin-sidebar" aria-label="Main">
      <button
        type="button"
        className="cb-btn cb-btn--secondary admin-sidebar__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <ul id={listId} className="admin-sidebar__list" data-open={open}>
        {sidebarLinks(user).map((link) => (
          <li key={link.to}>
            <NavLink className="admin-sidebar__link" to={link.to} onClick={() => setOpen(false)}>
              {link.label}
              {link.to === paths.questions && openQuestions > 0 && (
                <span className="admin-sidebar__count" aria-label={`${openQuestions} open`}>
                  {openQuestions}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
