// Placeholder: the Rep Calculator screen is built in this feature folder by its owner.
import { useDocumentTitle } from '../../../lib/use-document-title';

export function CalculatorPage() {
  useDocumentTitle('Rep Calculator');
  return (
    <section className="cb-stack">
      <h1>Rep Calculator</h1>
    </section>
  );
}
