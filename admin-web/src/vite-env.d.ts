/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External booking page behind 'Schedule a Demo'. */
  readonly VITE_BOOKING_URL?: string;
  /** Where admins write for help (default support@commissionbee.local). */
  readonly VITE_SUPPORT_EMAIL?: string;
}
