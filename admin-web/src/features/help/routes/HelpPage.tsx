// Placeholder: the Help Center screen is built in this feature folder by its owner.
import { useDocumentTitle } from '../../../lib/use-document-title';

export function HelpPage() {
  useDocumentTitle('Help Center');
  return (
    <section className="cb-stack">
      <h1>Help Center</h1>
    </section>
  );
}
