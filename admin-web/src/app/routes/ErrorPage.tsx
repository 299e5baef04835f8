import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** The router's error screen, for render errors and failed lazy page loads. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <div className="cb-page-center">
      <div className="cb-stack">
        <h1>{t('error.title')}</h1>
        {detail && <p className="cb-muted">{detail}</p>}
        <div className="cb-cluster cb-cluster--center">
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
          <a href="/">{t('error.home')}</a>
        </div>
      </div>
    </div>
  );
}
