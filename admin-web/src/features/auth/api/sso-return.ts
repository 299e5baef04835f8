// Back from single sign-on: the server redirects to /login#sso_token=JWT (a fragment never reaches
// a server or a Referer). The session is stored as a password login's is, the fragment is wiped
// from the address bar and history, and the user is loaded before the app moves on.
import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@commissionbee/shared/types';
import { setToken } from '../../../config/api';
import { userQueryOptions } from '../../../lib/auth/get-user';

const TOKEN_IN_FRAGMENT = /^#sso_token=([^&]+)$/;

export function useSsoReturn(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: (token: string): Promise<User | null> => {
      setToken(token);
      return queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
    },
    onSuccess: onSignedIn,
  });
  const { mutate } = signIn;
  useEffect(() => {
    const found = TOKEN_IN_FRAGMENT.exec(window.location.hash);
    if (!found) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    mutate(decodeURIComponent(found[1]));
  }, [mutate]);
  return signIn;
}
