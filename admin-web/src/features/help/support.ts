// Where admins write for help (the Help Center's contact link).
const DEFAULT_SUPPORT_EMAIL = 'support@commissionbee.local';

export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;
