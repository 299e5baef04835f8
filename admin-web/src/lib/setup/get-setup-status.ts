// GET /setup: whether the first-run page may create a company now (the login page links to it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../config/api';

export async function getSetupStatus(): Promise<{ open: boolean }> {
  const answer = await api.getOrThrow<{ open?: boolean } | null>('/setup');
  return { open: answer?.open === true };
}

export const setupStatusQueryOptions = () =>
  queryOptions({ queryKey: ['setup', 'status'], queryFn: getSetupStatus, staleTime: 0 });

export const useSetupStatus = () => useQuery(setupStatusQueryOptions());
