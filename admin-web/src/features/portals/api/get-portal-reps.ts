// GET /bee/portal-reps: the Email Center table rows of the caller's company.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalRep } from '@commissionbee/shared/types';
import { mail } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export async function getPortalReps(): Promise<PortalRep[]> {
  const reps = await client.call(mail.portalReps);
  return Array.isArray(reps) ? reps : [];
}

export const portalRepsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.portalReps, queryFn: getPortalReps });

export const usePortalReps = () => useQuery(portalRepsQueryOptions());
