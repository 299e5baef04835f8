// POST /setup/company: the first-run page creates the newcomer's company and its first admin; the
// answer's token signs them in, then the user is loaded (GET /me) before the app moves on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@commissionbee/shared/types';
import { setup } from '@commissionbee/shared/contracts/routes';
import { client, setToken } from '../../../config/api';
import { userQueryOptions } from '../../../lib/auth/get-user';

export interface FirstCompanyInput {
  company_name: string;
  email: string;
  password: string;
}

export function useCreateFirstCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FirstCompanyInput): Promise<User | null> => {
      const answer = await client.call(setup.createCompany, { body: input });
      if (!answer?.token) throw new Error('The server did not return a session.');
      setToken(answer.token);
      return queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
    },
  });
}
