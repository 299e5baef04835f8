import { isPreviewKey } from '@commissionbee/shared/demo';
import { PageMessage } from '../../components/PageMessage';
import { LinkRequestForm } from './LinkRequestForm';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** The server refused the view key: unknown, revoked or mistyped. The rep can ask for theirs. */
export function InvalidLinkPage({ viewKey = null }: { viewKey?: string | null }) {
  const { t } = useI18n();
  if (isPreviewKey(viewKey))
    return (
      <PageMessage>
        <p role="alert">{t('entry.previewEnded')}</p>
      </PageMessage>
    );
  return (
    <PageMessage>
      <p role="alert">{t('entry.linkInvalid')}</p>
      <LinkRequestForm deadKey={viewKey} />
    </PageMessage>
  );
}
