// A team member's lines (repPortal.teamMember), loaded when a manager opens the member's pay: the
// first answer carries only a summary per member (issue 34). Kept under the key's rep-key-data
// query key, so the persisted cache keeps them offline like the rep's own data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { repPortal } from '@commissionbee/shared/contracts/routes';
import type { RepTeamMemberLines } from '@commissionbee/shared/types';
import { client } from '../../lib/api-client';
import * as queryKeys from '../../lib/query-keys';

/** The key travels as X-View-Key (the stored key); the query key names it so keys never mix. */
export function getMemberLines(email: string): Promise<RepTeamMemberLines> {
  return client.call(repPortal.teamMember, { params: { email: email.trim().toLowerCase() } });
}

export const memberLinesQueryOptions = (viewKey: string, email: string) =>
  queryOptions({
    queryKey: queryKeys.repKeyData.member(viewKey, email),
    queryFn: () => getMemberLines(email),
  });

export function useMemberLines(viewKey: string, email: string) {
  return useQuery(memberLinesQueryOptions(viewKey, email));
}
