import { NoAccess } from '../../components/NoAccess';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function ForbiddenPage() {
  const { t } = useI18n();
  useDocumentTitle(t('noAccess.docTitle'));
  return (
    <section className="cb-stack">
      <NoAccess />
    </section>
  );
}
