// Links both apps read from their build environment.

/** The external booking page behind 'Schedule a Demo' (marketing) and 'Schedule Demo' (demo). */
export const DEFAULT_BOOKING_URL = 'https://calendly.com/commissionbee/demo';

/** `value` when it is an http(s) URL, else `fallback`: a bad setting never becomes a link. */
export function httpUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
