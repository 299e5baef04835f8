// Placeholder: the Email Center screen is built in this feature folder by its owner.
import { useDocumentTitle } from '../../../lib/use-document-title';

export function PortalsPage() {
  useDocumentTitle('Email Center');
  return (
    <section className="cb-stack">
      <h1>Email Center</h1>
    </section>
  );
}
