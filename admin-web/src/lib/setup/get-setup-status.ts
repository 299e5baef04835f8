// GET /setup: whether the first-run page may create a company now (the login page links to it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setup } from '@commissionbee/shared/contracts/routes';
import { client } from '../../config/api';

export async function getSetupStatus(): Promise<{ open: boolean }> {
  const answer = await client.call(setup.status);
  return { open: answer?.open === true };
}

export const setupStatusQueryOptions = () =>
  queryOptions({ queryKey: ['setup', 'status'], queryFn: getSetupStatus, staleTime: 0 });

export const useSetupStatus = () => useQuery(setupStatusQueryOptions());
