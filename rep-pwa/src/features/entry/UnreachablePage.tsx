import { Button } from '@commissionbee/ui/Button';
import { PageMessage } from '../../components/PageMessage';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Nothing saved on this phone yet and the server could not be reached. */
export function UnreachablePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <PageMessage>
      <p role="alert">{t('entry.unreachable')}</p>
      <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
    </PageMessage>
  );
}
