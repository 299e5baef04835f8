import { Link } from 'react-router';
import { BeeLogo } from '@commissionbee/ui/BeeLogo';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** All that users of the legacy company (id 1) see. */
export function MaintenancePage() {
  useDocumentTitle('Maintenance');
  return (
    <main className="cb-page-center">
      <div className="cb-stack cb-stack--center cb-narrow">
        <BeeLogo size={64} />
        <h1>We'll be back soon!</h1>
        <p>Our service is currently undergoing maintenance. Thank you for your patience.</p>
        <Link to={paths.logout}>Log out</Link>
      </div>
    </main>
  );
}
