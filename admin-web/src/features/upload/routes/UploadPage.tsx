// Placeholder: the CSV Upload screen is built in this feature folder by its owner.
import { useDocumentTitle } from '../../../lib/use-document-title';

export function UploadPage() {
  useDocumentTitle('CSV Upload');
  return (
    <section className="cb-stack">
      <h1>CSV Upload</h1>
    </section>
  );
}
