// PATCH /users/{user_id}/password through the client's robustPatch, which throws the server's
// own message (spec §7) so the form can show it. The change ends every session of the user,
// this one included, so the new token it answers replaces the stored one.
import { useMutation } from '@tanstack/react-query';
import { users } from '@commissionbee/shared/contracts/routes';
import { client, setToken } from '../../../config/api';

export interface ChangePasswordInput {
  userId: number;
  oldPassword: string;
  newPassword: string;
}

export async function changePassword({ userId, oldPassword, newPassword }: ChangePasswordInput) {
  const answer = await client.patchShowingMessage(users.changePassword, {
    params: { id: userId },
    body: { oldPassword, newPassword },
  });
  if (answer.token) setToken(answer.token);
  return answer;
}

/** Changes nothing any query shows, so there is nothing to invalidate. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
