import { Link } from 'react-router';
import { BRAND, type User } from '@commissionbee/shared/types';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { Loader } from '@commissionbee/ui/Loader';
import { MenuButton } from '@commissionbee/ui/MenuButton';
import { LANGUAGES } from '@commissionbee/shared/i18n/languages';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../config/paths';
import { emailName } from '../../lib/auth/roles';

interface TopBarProps {
  user: User;
  /** True while the next page's code or data is loading. */
  busy?: boolean;
}

/**
 * Company logo or name (else the product name) and the profile menu: Settings, Logout and the
 * languages, each named in itself so an admin who cannot read the current one finds theirs.
 */
export function TopBar({ user, busy = false }: TopBarProps) {
  const company = user.company;
  const { t, language, setLanguage } = useI18n();
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
        {busy && <Loader label={t('app.loadingPage')} />}
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
            {t('menu.settings')}
          </Link>
          <Link role="menuitem" to={paths.logout}>
            {t('menu.logout')}
          </Link>
          <div role="group" aria-label={t('menu.language')} className="admin-profile__languages">
            {LANGUAGES.map((option) => (
              <button
                key={option.code}
                type="button"
                role="menuitemradio"
                aria-checked={language === option.code}
                lang={option.code}
                onClick={() => setLanguage(option.code)}
              >
                {option.name}
              </button>
            ))}
          </div>
        </MenuButton>
      </div>
    </header>
  );
}
