import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="cb-page-center">
      <div>
        <h1>404</h1>
        <p>Page not found.</p>
        <Link to={paths.home}>Go to the home page</Link>
      </div>
    </main>
  );
}
