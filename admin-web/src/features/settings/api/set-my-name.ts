// PATCH /me {name}: the signed-in user's own name, which stands for them in question answers,
// emails and the activity log (issue 27: admins have names).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { users } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export async function setMyName(name: string): Promise<{ name: string }> {
  const answer = await client.call(users.setName, { body: { name } });
  return { name: answer?.name ?? name };
}

export function useSetMyName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
