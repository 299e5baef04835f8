// POST /bee/view-keys/rotate {email}: issues the rep a new link; the old one stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewKeys } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export interface RotatedViewKey {
  view_key: string;
  created_at: string;
}

export async function rotateViewKey(email: string): Promise<RotatedViewKey> {
  const answer = await client.call(viewKeys.rotate, { body: { email } });
  if (!answer?.view_key) throw new Error('The server gave no new link.');
  return answer;
}

export function useRotateViewKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateViewKey,
    onSuccess: (_answer, email) => {
      queryClient.removeQueries({ queryKey: queryKeys.viewKey(email) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.portalReps });
    },
  });
}
