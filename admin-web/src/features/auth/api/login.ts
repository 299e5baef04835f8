// POST /auth/login: store the token, then load the user (GET /me) before the app moves on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@commissionbee/shared/types';
import { auth } from '@commissionbee/shared/contracts/routes';
import { client, setToken } from '../../../config/api';
import { userQueryOptions } from '../../../lib/auth/get-user';

export interface Credentials {
  email: string;
  password: string;
}

export async function login(credentials: Credentials): Promise<string> {
  const answer = await client.call(auth.login, { body: credentials });
  if (!answer?.token) throw new Error('The server did not return a session.');
  return answer.token;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials): Promise<User | null> => {
      setToken(await login(credentials));
      return queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
    },
  });
}
