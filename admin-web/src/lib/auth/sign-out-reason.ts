// Why this tab's session ended, kept for the login page to say: the API answers a token that
// predates a password change with 401 and the code AUTH_SIGNED_OUT_PASSWORD_CHANGED.
// sessionStorage, so only the tab that was signed out shows it.
import { hasErrorCode } from '@commissionbee/shared/api-client';

const KEY = 'cb-signed-out';
export type SignOutReason = 'password-changed';

/** Remembers the reason when `error` is the API saying the password changed. */
export function noteSignOut(error: unknown): void {
  if (!hasErrorCode(error, 'AUTH_SIGNED_OUT_PASSWORD_CHANGED')) return;
  try {
    sessionStorage.setItem(KEY, 'password-changed');
  } catch {
    // storage disabled: the login page simply does not say why
  }
}

export function readSignOutReason(): SignOutReason | null {
  try {
    return sessionStorage.getItem(KEY) === 'password-changed' ? 'password-changed' : null;
  } catch {
    return null;
  }
}

export function forgetSignOutReason(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
