// Who an admin contacts when sending fails (spec §8 'Error. Contact {email}').
const DEFAULT_SUPPORT_EMAIL = 'support@commissionbee.local';

export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;
