import { NoAccess } from '../../components/NoAccess';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ForbiddenPage() {
  useDocumentTitle('No access');
  return (
    <section className="cb-stack">
      <NoAccess />
    </section>
  );
}
