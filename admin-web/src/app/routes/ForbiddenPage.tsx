import { useDocumentTitle } from '../../lib/use-document-title';

export function ForbiddenPage() {
  useDocumentTitle('No access');
  return (
    <section className="cb-stack">
      <h1>Access denied</h1>
      <p>You do not have access to this page.</p>
    </section>
  );
}
