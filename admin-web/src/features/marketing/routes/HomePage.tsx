import { Link } from 'react-router';
import { BRAND } from '@commissionbee/shared/types';
import { currentYear } from '@commissionbee/shared/copy-format';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { buttonClass } from '@commissionbee/ui/Button';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeatureList } from '../components/FeatureList';
import { Pricing } from '../components/Pricing';
import './home.css';

/** The public marketing page (spec §1). */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="home">
      <header className="home-header cb-container">
        <span className="home-brand">
          <BeeLogo size={32} />
          {BRAND}
        </span>
        <Link className={buttonClass('secondary')} to={paths.login}>
          Sign In
        </Link>
      </header>

      <main>
        <section className="home-hero" aria-labelledby="home-hero-title">
          <div className="cb-container cb-stack cb-stack--center">
            <h1 id="home-hero-title">End Commission Complaints</h1>
            <p className="home-hero__lead">
              Give every sales rep a clear, private breakdown of their pay, so questions are
              answered before they turn into complaints.
            </p>
            <a
              className={buttonClass('primary')}
              href={env.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Schedule a Demo
              <span className="cb-visually-hidden"> (opens in a new tab)</span>
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
