// The app's environment, read and checked once.

import { DEFAULT_BOOKING_URL, httpUrl } from '@commissionbee/shared/links';

export const env = {
  /** The external booking page 'Schedule a Demo' opens in a new tab. */
  bookingUrl: httpUrl(import.meta.env.VITE_BOOKING_URL, DEFAULT_BOOKING_URL),
} as const;
