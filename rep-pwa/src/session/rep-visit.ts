// The rep's visits (repPortal.visit, ?view_key=K): when this key last visited, asked once per opening of the app
// (never refetched), so the New / Changed badges stay put while the rep looks around.
import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '@commissionbee/shared/api-client';
import { createContractClient } from '@commissionbee/shared/contracts/client';
import { repPortal } from '@commissionbee/shared/contracts/routes';
import type { RepVisit } from '@commissionbee/shared/types';
import { env } from '../config/env';
import * as queryKeys from '../lib/query-keys';

const client = createContractClient(createApiClient({ baseUrl: () => env.apiBaseUrl }));

export function getRepVisit(viewKey: string): Promise<RepVisit> {
  return client.call(repPortal.visit, { query: { view_key: viewKey } });
}

/** Off for an admin's preview of the portal: there is no "last visit" of theirs to count from. */
export function useRepVisit(viewKey: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.repVisit(viewKey ?? ''),
    queryFn: () => getRepVisit(viewKey ?? ''),
    enabled: enabled && Boolean(viewKey),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
