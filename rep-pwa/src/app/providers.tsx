import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { RepStoreProvider, type RepStore } from '../session/rep-store';

export interface AppProvidersProps {
  queryClient: QueryClient;
  store: RepStore;
  /** Where the query cache is saved for offline use; omitted, nothing is saved. */
  persist?: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
}

export function AppProviders({ queryClient, store, persist, children }: AppProvidersProps) {
  const content = <RepStoreProvider store={store}>{children}</RepStoreProvider>;
  return persist ? (
    <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
      {content}
    </PersistQueryClientProvider>
  ) : (
    <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
  );
}
