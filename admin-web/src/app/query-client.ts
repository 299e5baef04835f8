// TanStack Query defaults for the admin app.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@commissionbee/shared/api-client';
import { noteSignOut } from '../lib/auth/sign-out-reason';
import * as queryKeys from '../lib/query-keys';

/** A 4xx answer (401, 403, 404, a bad request…) will not change on a retry; a network failure might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !clientError && failureCount < 2;
}

/**
 * How long a failed query waits before its retry: TanStack Query's own backoff (1 s, 2 s, … 30 s).
 * The specs set it to 0 (testing/setup.ts), so a screen's error shows without three idle seconds.
 */
export const retryTiming = {
  delay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
};

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 from any query means the session is over: forget the user so the guards send
      // the browser to /login instead of leaving a screen full of errors.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          noteSignOut(error);
          queryClient.setQueryData(queryKeys.user, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay: (attempt) => retryTiming.delay(attempt),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
