/**
 * Where admins write for help: the Help Center's contact link and 'Error. Contact {email}' when
 * sending fails (spec §8); VITE_SUPPORT_EMAIL overrides it when the admin app is built. The
 * server's SUPPORT_EMAIL (the contact in Web Push requests) defaults to the same address.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@commissionbee.local';
