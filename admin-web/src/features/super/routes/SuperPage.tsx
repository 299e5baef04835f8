import { useDocumentTitle } from '../../../lib/use-document-title';
import { Backups } from '../components/Backups';
import { CompanyFeatures } from '../components/CompanyFeatures';
import { CompanyTools } from '../components/CompanyTools';
import { DevUrls } from '../components/DevUrls';

/**
 * The Super Admin Panel: one self-contained <SuperSection> per tool. A new tool (such as the
 * company features list) is one more component in the list below.
 */
export function SuperPage() {
  useDocumentTitle('Super Admin Panel');
  return (
    <div className="cb-stack">
      <h1>Super Admin Panel</h1>
      <CompanyTools />
      <CompanyFeatures />
      <Backups />
      <DevUrls />
    </div>
  );
}
