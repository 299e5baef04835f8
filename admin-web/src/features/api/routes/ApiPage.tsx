// The 'API' screen (admins): API tokens and webhooks, with a pointer to the document.
import { API_DOCS_URL } from '../../../config/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApiTokens } from '../components/ApiTokens';
import { Webhooks } from '../components/Webhooks';
import './api.css';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function ApiPage() {
  const { t } = useI18n();
  useDocumentTitle(t('apiTokens.title'));
  return (
    <div className="cb-stack">
      <h1>{t('apiTokens.title')}</h1>
      <p>
        {t('apiTokens.introBefore')}{' '}
        <a href={API_DOCS_URL} target="_blank" rel="noreferrer">
          {t('apiTokens.introLink')}
        </a>
        {t('apiTokens.introAfter')}
      </p>
      <ApiTokens />
      <Webhooks />
    </div>
  );
}
