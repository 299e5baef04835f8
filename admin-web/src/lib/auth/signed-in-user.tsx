// The signed-in user, provided by the admin layout once /me has answered, so pages inside it
// never handle "no user" themselves.
import { createContext, useContext, type ReactNode } from 'react';
import type { User } from '@commissionbee/shared/types';

const SignedInUserContext = createContext<User | null>(null);

export function SignedInUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <SignedInUserContext.Provider value={user}>{children}</SignedInUserContext.Provider>;
}

export function useSignedInUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is only available inside the admin layout.');
  return user;
}
