import { PageMessage } from '../../components/PageMessage';

/** /view/:viewKey, and everything a company-1 (legacy) key opens (spec §2). */
export function MaintenancePage() {
  return (
    <PageMessage title="We'll be back soon!">
      <p>Our service is currently undergoing maintenance. Thank you for your patience.</p>
    </PageMessage>
  );
}
