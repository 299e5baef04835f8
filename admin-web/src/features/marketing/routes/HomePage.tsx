import { Link } from 'react-router';
import { BRAND } from '@commissionbee/shared/types';
import { currentYear } from '@commissionbee/shared/copy-format';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { buttonClass } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeatureList } from '../components/FeatureList';
import { Pricing } from '../components/Pricing';
import './home.css';

/** The public marketing page (spec §1). */
export function HomePage() {
  const { t } = useI18n();
  useDocumentTitle();
  return (
    <div className="home">
      <header className="home-header cb-container">
        <span className="home-brand">
          <BeeLogo size={32} />
          {BRAND}
        </span>
        <Link className={buttonClass('secondary')} to={paths.login}>
          {t('home.signIn')}
        </Link>
      </header>

      <main>
        <section className="home-hero" aria-labelledby="home-hero-title">
          <div className="cb-container cb-stack cb-stack--center">
            <h1 id="home-hero-title">{t('home.title')}</h1>
            <p className="home-hero__lead">{t('home.lead')}</p>
            <a
              className={buttonClass('primary')}
              href={env.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('home.demo')}
              <span className="cb-visually-hidden">{t('home.newTab')}</span>
            </a>
          </div>
        </section>
        <div className="cb-container">
          <FeatureList />
          <Pricing />
        </div>
      </main>

      <footer className="home-footer">
        <p>{`© ${currentYear()} ${BRAND}`}</p>
      </footer>
    </div>
  );
}
