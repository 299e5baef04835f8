import { Link } from 'react-router';
import { BRAND, type User } from '@commissionbee/shared/types';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { Loader } from '@commissionbee/ui/Loader';
import { MenuButton } from '@commissionbee/ui/MenuButton';
import { paths } from '../../config/paths';
import { emailName } from '../../lib/auth/roles';

interface TopBarProps {
  user: User;
  /** True while the next page's code or data is loading. */
  busy?: boolean;
}

/** Company logo or name (else the product name) and the profile menu. */
export function TopBar({ user, busy = false }: TopBarProps) {
  const company = user.company;
  // The admin's own name once they have one (Settings → Your name), else their address's name.
  const name = user.name?.trim() || emailName(user.email);

  return (
    <header className="admin-topbar">
      <Link to={paths.help} className="admin-brand">
        {company?.logo ? (
          <img className="admin-brand__logo" src={company.logo} alt={company.name || BRAND} />
        ) : company?.name ? (
          <span>{company.name}</span>
        ) : (
          <>
            <BeeLogo />
            <span>{BRAND}</span>
          </>
        )}
      </Link>
      <div className="cb-cluster admin-topbar__end">
        {busy && <Loader label="Loading page" />}
        <MenuButton
          className="admin-profile"
          label={
            <>
              <span className="admin-profile__avatar" aria-hidden="true">
                {name.charAt(0).toUpperCase()}
              </span>
              <span className="admin-profile__name">{name}</span>
            </>
          }
        >
          <Link role="menuitem" to={paths.settings}>
            Settings
          </Link>
          <Link role="menuitem" to={paths.logout}>
            Logout
          </Link>
        </MenuButton>
      </div>
    </header>
  );
}
