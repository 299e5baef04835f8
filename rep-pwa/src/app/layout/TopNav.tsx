import { Link } from 'react-router';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { CalendarIcon } from '../../components/icons';
import { ProductLogo } from '../../components/ProductLogo';
import { UserMenu, type UserMenuProps } from './UserMenu';

function openBookingPage() {
  window.open(env.bookingUrl, '_blank', 'noopener,noreferrer');
}

/**
 * The demo's booking button stays one line and small: on a narrow phone it shows "Demo" with a
 * calendar (its name stays "Schedule Demo"), so the rep's name keeps its room.
 */
function ScheduleDemoButton() {
  return (
    <button
      type="button"
      className="cb-btn cb-btn--primary cb-btn--small rep-demo-button"
      aria-label="Schedule Demo"
      onClick={openBookingPage}
    >
      <CalendarIcon size={16} />
      <span>
        <span className="rep-demo-button__long">Schedule </span>Demo
      </span>
    </button>
  );
}

export function TopNav({ view, refreshing, onRefresh }: UserMenuProps) {
  const company = view?.data.company;
  return (
    <header className={view?.isDemo ? 'rep-topbar rep-topbar--demo' : 'rep-topbar'}>
      <Link to={paths.dash} className="rep-topbar__brand">
        {company?.logo ? (
          <img
            src={company.logo}
            alt={company.name || 'Company logo'}
            className="rep-topbar__logo"
          />
        ) : (
          <ProductLogo />
        )}
      </Link>
      {view && (
        <span className="rep-topbar__user" title={view.displayName}>
          {view.displayName}
        </span>
      )}
      <div className="rep-topbar__end">
        {view?.isDemo && <ScheduleDemoButton />}
        <UserMenu view={view} refreshing={refreshing} onRefresh={onRefresh} />
      </div>
    </header>
  );
}
