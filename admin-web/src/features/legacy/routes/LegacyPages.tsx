// Pages behind links of the older product: kept so old bookmarks land somewhere meaningful.
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useDocumentTitle } from '../../../lib/use-document-title';

function Placeholder({ title, children }: { title: string; children: string }) {
  useDocumentTitle(title);
  return (
    <section className="cb-stack">
      <h1>{title}</h1>
      <p>{children}</p>
    </section>
  );
}

export function StructuresPage() {
  const { t } = useI18n();
  return (
    <Placeholder title={t('pages.structures.title')}>{t('pages.structures.body')}</Placeholder>
  );
}

export function RepVariablesPage() {
  const { t } = useI18n();
  return (
    <Placeholder title={t('pages.repVariables.title')}>{t('pages.repVariables.body')}</Placeholder>
  );
}

export function OverridesPage() {
  const { t } = useI18n();
  return <Placeholder title={t('pages.overrides.title')}>{t('pages.overrides.body')}</Placeholder>;
}
