// The app's environment, read and checked once.
import { DEFAULT_BOOKING_URL, httpUrl } from '@commissionbee/shared/links';

declare const __APP_VERSION__: string;

export const env = {
  /** Base of every API call; the backend and the dev proxy serve it under /api. */
  apiBaseUrl: import.meta.env.VITE_API_URL || '/api',
  /** The external booking page behind the demo's 'Schedule Demo' button. */
  bookingUrl: httpUrl(import.meta.env.VITE_BOOKING_URL, DEFAULT_BOOKING_URL),
  /** Busts the persisted query cache whenever a new version ships. */
  appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
} as const;
