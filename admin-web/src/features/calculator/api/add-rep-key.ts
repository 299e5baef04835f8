// POST /bee/add-rep-key {email}: a new rep key, which starts without calculator access.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@commissionbee/shared/api-client';
import type { RepKeyRecord } from '@commissionbee/shared/types';
import { viewKeys } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import { mergeRecords } from './get-rep-access';
import * as queryKeys from '../../../lib/query-keys';

export const ADD_REP_FAILED = 'Failed to add rep';

export async function addRepKey(email: string): Promise<RepKeyRecord> {
  const answer = await client.call(viewKeys.addRepKey, { body: { email } });
  if (!answer?.data) throw new Error(ADD_REP_FAILED);
  return answer.data;
}

/** Spec §8: the server's message is shown when it gave one, otherwise 'Failed to add rep'. */
export function serverGaveMessage(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const message = (error.body as { message?: unknown } | null)?.message;
  return Array.isArray(message)
    ? message.length > 0
    : typeof message === 'string' && !!message.trim();
}

export function useAddRepKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRepKey,
    onSuccess: (record) => {
      queryClient.setQueryData<RepKeyRecord[]>(queryKeys.repAccess, (list) =>
        mergeRecords(list, [record]),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.repAccess });
    },
  });
}
