import { Link } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
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
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="cb-btn cb-btn--primary cb-btn--small rep-demo-button"
      aria-label={t('nav.scheduleDemo')}
      onClick={openBookingPage}
    >
      <CalendarIcon size={16} />
      <span>
        <span className="rep-demo-button__long">{t('nav.scheduleDemoLong')}</span>
        {t('nav.scheduleDemoShort')}
      </span>
    </button>
  );
}

export function TopNav({ view, refreshing, onRefresh }: UserMenuProps) {
  const company = view?.data.company;
  const { t } = useI18n();
  return (
    <header className={view?.isDemo ? 'rep-topbar rep-topbar--demo' : 'rep-topbar'}>
      <Link to={paths.dash} className="rep-topbar__brand">
        {company?.logo ? (
          <img
            src={company.logo}
            alt={company.name || t('nav.companyLogo')}
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
