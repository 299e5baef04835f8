import { Link } from 'react-router';
import { Button } from '@commissionbee/ui/Button';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { ProductLogo } from '../../components/ProductLogo';
import { UserMenu, type UserMenuProps } from './UserMenu';

function openBookingPage() {
  window.open(env.bookingUrl, '_blank', 'noopener,noreferrer');
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
      <div className="rep-topbar__end">
        {view?.isDemo && (
          <Button small onClick={openBookingPage}>
            Schedule Demo
          </Button>
        )}
        {view && <span className="rep-topbar__user">{view.displayName}</span>}
        <UserMenu view={view} refreshing={refreshing} onRefresh={onRefresh} />
      </div>
    </header>
  );
}
