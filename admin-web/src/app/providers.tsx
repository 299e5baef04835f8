import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider, type LanguagePack } from '@commissionbee/ui/i18n/I18nProvider';
import { rememberLanguage } from '@commissionbee/ui/i18n/stored-language';
import catalogues from 'virtual:cb-catalogues/admin';
import { AdminErrorWords } from '../i18n/error-words';
import { AdminUiWords } from '../i18n/ui-words';

/** The language shown first and its catalogue, loaded before the first render (main.tsx). */
export interface FirstLanguage {
  code: string;
  pack: LanguagePack;
}

const remember = (language: string) => rememberLanguage(localStorage, language);

export function AppProviders({
  queryClient,
  language,
  children,
}: {
  queryClient: QueryClient;
  language: FirstLanguage;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider
        language={language.code}
        loaders={catalogues}
        initial={{ language: language.code, pack: language.pack }}
        onLanguageChange={remember}
      >
        <AdminUiWords>
          <AdminErrorWords>{children}</AdminErrorWords>
        </AdminUiWords>
      </I18nProvider>
    </QueryClientProvider>
  );
}
