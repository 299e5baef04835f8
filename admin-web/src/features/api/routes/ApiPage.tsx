// The 'API' screen (admins): API tokens and webhooks, with a pointer to the document.
import { API_DOCS_URL } from '../../../config/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApiTokens } from '../components/ApiTokens';
import { Webhooks } from '../components/Webhooks';
import './api.css';

export function ApiPage() {
  useDocumentTitle('API');
  return (
    <div className="cb-stack">
      <h1>API</h1>
      <p>
        Scripts and integrations use the API described in the{' '}
        <a href={API_DOCS_URL} target="_blank" rel="noreferrer">
          OpenAPI document
        </a>
        .
      </p>
      <ApiTokens />
      <Webhooks />
    </div>
  );
}
