// The rep portal's data (repPortal.data, ?view_key=K): everything the portal shows for one view key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, createApiClient, hasErrorCode } from '@commissionbee/shared/api-client';
import { createContractClient } from '@commissionbee/shared/contracts/client';
import { repPortal } from '@commissionbee/shared/contracts/routes';
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

/** The answers that refuse the key itself (unknown, revoked, missing or malformed). */
const KEY_REFUSALS = [
  'REP_LINK_NOT_FOUND',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'VALIDATION_FAILED',
  'BAD_REQUEST',
] as const;

/**
 * The server refused the key itself, as opposed to being unreachable or busy (a 429 keeps the
 * data). The code decides; an answer without one (an older server, a proxy) by its status.
 */
export function isRefusedKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code !== null) return hasErrorCode(error, ...KEY_REFUSALS);
  return [400, 401, 403, 404].includes(error.status);
}
