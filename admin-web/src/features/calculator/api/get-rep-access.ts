// GET /bee/view-keys/features: every rep key of the company with its custom features.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepKeyRecord } from '@commissionbee/shared/types';
import { viewKeys } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export async function getRepAccess(): Promise<RepKeyRecord[]> {
  const answer = await client.call(viewKeys.features);
  return Array.isArray(answer?.data) ? answer.data : [];
}

export const repAccessQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repAccess, queryFn: getRepAccess });

export const useRepAccess = () => useQuery(repAccessQueryOptions());

/** The cached list with `records` put in place of those with the same id (new ones at the end). */
export function mergeRecords(
  list: RepKeyRecord[] | undefined,
  records: RepKeyRecord[],
): RepKeyRecord[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const merged = (list ?? []).map((record) => byId.get(record.id) ?? record);
  const known = new Set(merged.map((record) => record.id));
  return [...merged, ...records.filter((record) => !known.has(record.id))];
}
