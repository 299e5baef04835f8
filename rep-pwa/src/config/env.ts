// The app's environment, read and checked once.

declare const __APP_VERSION__: string;

const DEFAULT_BOOKING_URL = 'https://calendly.com/commissionbee/demo';

function httpUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

export const env = {
  /** Base of every API call; the backend and the dev proxy serve it under /api. */
  apiBaseUrl: import.meta.env.VITE_API_URL || '/api',
  /** The external booking page behind the demo's 'Schedule Demo' button. */
  bookingUrl: httpUrl(import.meta.env.VITE_BOOKING_URL, DEFAULT_BOOKING_URL),
  /** Busts the persisted query cache whenever a new version ships. */
  appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
} as const;
