// The shared components' words (libs/ui) in the admin's language.
import { useMemo, type ReactNode } from 'react';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { UiWordsProvider, type UiWords } from '@commissionbee/ui/i18n/ui-words';

export function AdminUiWords({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const words = useMemo<UiWords>(
    () => ({
      dismiss: t('ui.dismiss'),
      close: t('ui.close'),
      loading: t('ui.loading'),
      search: t('ui.search'),
      searchPlaceholder: t('ui.searchPlaceholder'),
      pagination: t('ui.pagination'),
      firstPage: t('ui.firstPage'),
      previousPage: t('ui.previousPage'),
      nextPage: t('ui.nextPage'),
      lastPage: t('ui.lastPage'),
      pageOf: (page, pages) => t('ui.pageOf', { page, pages }),
      goToPage: t('ui.goToPage'),
      go: t('ui.go'),
      noData: t('ui.noData'),
    }),
    [t],
  );
  return <UiWordsProvider value={words}>{children}</UiWordsProvider>;
}
