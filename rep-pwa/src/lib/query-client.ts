// TanStack Query set up for a phone that goes offline: rep-key-data answers are persisted to
// localStorage for 30 days so a rep who opened the portal once can read it without a network.
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ApiError } from '@commissionbee/shared/api-client';
import { env } from '../config/env';
import { isRefusedKey } from '../session/rep-key-data';
import * as queryKeys from './query-keys';

export const CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const CACHE_STORAGE_KEY = 'bee_rep_cache';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Never collected from memory, so the persisted copy is never dropped either. (30 days in
        // ms overflows setTimeout, which browsers then run after 1 ms: Infinity is the safe value.)
        gcTime: Infinity,
        staleTime: 60_000,
        // A refused key or another 4xx will not change on a retry; a network failure might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}

/** What the filter reads of a query (structural: the persist packages bring their own Query type). */
interface PersistCandidate {
  queryKey: readonly unknown[];
  state: { data: unknown; error: unknown };
}

/** Only rep data the server has not refused is kept; a revoked key's rows leave the phone. */
export function shouldPersistQuery(query: PersistCandidate): boolean {
  return (
    query.queryKey[0] === queryKeys.repKeyData.all[0] &&
    query.state.data !== undefined &&
    !isRefusedKey(query.state.error)
  );
}

export function createPersistOptions(
  storage: Storage | undefined,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    // Written as soon as the answer arrives (the data changes only when it is fetched): a rep who
    // closes the app right after it loaded must still find their pay offline.
    persister: createSyncStoragePersister({ storage, key: CACHE_STORAGE_KEY, throttleTime: 0 }),
    maxAge: CACHE_MAX_AGE_MS,
    buster: env.appVersion,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
