// Placeholder: the Ledger screen is built in this feature folder by its owner.
import { useDocumentTitle } from '../../../lib/use-document-title';

export function LedgerPage() {
  useDocumentTitle('Ledger');
  return (
    <section className="cb-stack">
      <h1>Ledger</h1>
    </section>
  );
}
