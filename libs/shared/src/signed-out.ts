/**
 * The 401 message for a session that ended because the account's password was changed (in
 * another tab or on another device); the login page then says why the person was signed out.
 */
export const SIGNED_OUT_PASSWORD_CHANGED = 'Signed out: the password was changed';
