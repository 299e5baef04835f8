// PATCH /bee/view-keys/features [{id, custom_features}]: only the reps whose access changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepKeyRecord } from '@commissionbee/shared/types';
import { api } from '../../../config/api';
import { mergeRecords } from './get-rep-access';
import * as queryKeys from '../../../lib/query-keys';

export type FeatureUpdate = Pick<RepKeyRecord, 'id' | 'custom_features'>;

export async function updateRepAccess(updates: FeatureUpdate[]): Promise<RepKeyRecord[]> {
  const answer = await api.patch<{ data?: RepKeyRecord[] } | null>(
    '/bee/view-keys/features',
    updates,
  );
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
