// Links and addresses the apps read from their build environment (and the server's defaults).

/** The external booking page behind 'Schedule a Demo' (marketing) and 'Schedule Demo' (demo). */
export const DEFAULT_BOOKING_URL = 'https://calendly.com/commissionbee/demo';

/**
 * Where admins write for help: the Help Center's contact link and 'Error. Contact {email}' when
 * sending fails (spec §8); VITE_SUPPORT_EMAIL overrides it when the admin app is built. The
 * server's SUPPORT_EMAIL (the contact in Web Push requests) defaults to the same address.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@commissionbee.local';

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
