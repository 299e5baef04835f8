// GET /me: the signed-in user, or null when nobody is (no token, or the server refuses it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@commissionbee/shared/api-client';
import type { User } from '@commissionbee/shared/types';
import { users } from '@commissionbee/shared/contracts/routes';
import { client, getToken } from '../../config/api';
import { noteSignOut } from './sign-out-reason';
import * as queryKeys from '../query-keys';

export async function getUser(): Promise<User | null> {
  if (!getToken()) return null;
  try {
    const user = await client.call(users.me);
    // `bee` is a client-set flag (spec §3): true for every real company (id above 1).
    return user ? { ...user, bee: user.company_id > 1 } : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      noteSignOut(error);
      return null;
    }
    throw error; // a network or server failure is shown as an error, not as "logged out"
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: getUser,
    staleTime: 5 * 60_000,
    // Without a token the answer is known at once: no request, no loading flash.
    initialData: () => (getToken() ? undefined : null),
  });

export const useUser = () => useQuery(userQueryOptions());
