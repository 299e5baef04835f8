// POST /users/super-be {companyId}, then POST /auth/relogin for a token of the new company.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { users } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import { relogin } from '../../../lib/auth/relogin';

export async function changeMyCompany(companyId: number): Promise<number> {
  await client.call(users.superBe, { body: { companyId } });
  await relogin();
  return companyId;
}

export function useChangeMyCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMyCompany,
    // Every cached answer belonged to the old company: refetch all, the user (/me) included.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
