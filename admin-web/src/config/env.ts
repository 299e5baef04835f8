// The app's environment, read and checked once.

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
  /** The external booking page 'Schedule a Demo' opens in a new tab. */
  bookingUrl: httpUrl(import.meta.env.VITE_BOOKING_URL, DEFAULT_BOOKING_URL),
} as const;
