// The rep portal's data (repPortal.data, ?view_key=K): everything the portal shows for one view key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, createApiClient } from '@commissionbee/shared/api-client';
import { createContractClient } from '@commissionbee/shared/contracts/client';
import { repPortal } from '@commissionbee/shared/contracts/view-keys';
import type { RepKeyData } from '@commissionbee/shared/types';
import { env } from '../config/env';
import * as queryKeys from '../lib/query-keys';

// This call carries the key in the query string only, so it never sends the stored key's
// X-View-Key header alongside a different key being opened.
const client = createContractClient(createApiClient({ baseUrl: () => env.apiBaseUrl }));

export function getRepKeyData(viewKey: string): Promise<RepKeyData> {
  return client.call(repPortal.data, { query: { view_key: viewKey } });
}

export const repKeyDataQueryOptions = (viewKey: string) =>
  queryOptions({
    queryKey: queryKeys.repKeyData.one(viewKey),
    queryFn: () => getRepKeyData(viewKey),
  });

export function useRepKeyData(viewKey: string | null | undefined) {
  return useQuery({ ...repKeyDataQueryOptions(viewKey ?? ''), enabled: Boolean(viewKey) });
}

/** The server refused the key itself (unknown, revoked, or malformed), as opposed to being unreachable. */
export function isRefusedKey(error: unknown): boolean {
  return error instanceof ApiError && [400, 401, 403, 404].includes(error.status);
}
