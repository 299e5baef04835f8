// Where admins write for help (the Help Center, 'Error. Contact {email}' when a send fails): the
// build's VITE_SUPPORT_EMAIL, else the shared default. Apart from env.ts so that only the screens
// that show it load it.
import { DEFAULT_SUPPORT_EMAIL } from '@commissionbee/shared/support';

export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;
