// PATCH /bee/view-keys/features [{id, custom_features}]: only the reps whose access changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepKeyRecord } from '@commissionbee/shared/types';
import { viewKeys } from '@commissionbee/shared/contracts/routes';
import type { FeaturesPatchBody } from '@commissionbee/shared/contracts/view-keys';
import { client } from '../../../config/api';
import { mergeRecords } from './get-rep-access';
import * as queryKeys from '../../../lib/query-keys';

export type FeatureUpdate = Pick<RepKeyRecord, 'id' | 'custom_features'>;

export async function updateRepAccess(updates: FeatureUpdate[]): Promise<RepKeyRecord[]> {
  const answer = await client.call(viewKeys.setFeatures, {
    // The server checks the features against the grantable ones (400 otherwise).
    body: updates as FeaturesPatchBody,
  });
  return Array.isArray(answer?.data) ? answer.data : [];
}

export function useUpdateRepAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRepAccess,
    onSuccess: (records) => {
      queryClient.setQueryData<RepKeyRecord[]>(queryKeys.repAccess, (list) =>
        mergeRecords(list, records),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.repAccess });
    },
  });
}
