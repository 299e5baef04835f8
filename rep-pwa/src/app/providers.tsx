import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { I18nProvider, type LanguagePack } from '@commissionbee/ui/i18n/I18nProvider';
import catalogues from 'virtual:cb-catalogues/rep';
import { RepStoreProvider, type RepStore } from '../session/rep-store';

export interface AppProvidersProps {
  queryClient: QueryClient;
  store: RepStore;
  /** Where the query cache is saved for offline use; omitted, nothing is saved. */
  persist?: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** The language shown first and its catalogue, loaded before the first render (main.tsx). */
  language: { code: string; pack: LanguagePack };
  /** Remembers a language the rep picked (this device, and the server for emails). */
  onLanguageChange?: (language: string) => void;
  children: ReactNode;
}

export function AppProviders({
  queryClient,
  store,
  persist,
  language,
  onLanguageChange,
  children,
}: AppProvidersProps) {
  const content = (
    <I18nProvider
      language={language.code}
      loaders={catalogues}
      initial={{ language: language.code, pack: language.pack }}
      onLanguageChange={onLanguageChange}
    >
      <RepStoreProvider store={store}>{children}</RepStoreProvider>
    </I18nProvider>
  );
  return persist ? (
    <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
      {content}
    </PersistQueryClientProvider>
  ) : (
    <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
  );
}
