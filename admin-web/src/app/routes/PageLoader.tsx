import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Whole-page loading state (first load, lazy pages, the user check). */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className="cb-page-center">
      <Loader label={label ?? t('ui.loading')} />
    </div>
  );
}
