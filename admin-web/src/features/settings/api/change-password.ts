// PATCH /users/{user_id}/password through the client's robustPatch, which throws the server's
// own message (spec §7) so the form can show it.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../config/api';

export interface ChangePasswordInput {
  userId: number;
  oldPassword: string;
  newPassword: string;
}

export function changePassword({ userId, oldPassword, newPassword }: ChangePasswordInput) {
  return api.robustPatch<{ message?: string }>(`/users/${userId}/password`, {
    oldPassword,
    newPassword,
  });
}

/** Changes nothing any query shows, so there is nothing to invalidate. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
