// Emails compare trimmed and case-insensitively everywhere (spec §5).
export function normalizeEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeEmail(a) !== '' && normalizeEmail(a) === normalizeEmail(b);
}

/**
 * One plain address: no name, no second address, no spaces or line breaks (they add recipients),
 * and a dot in the domain with something on each side (`liam.carter@sunpeak` is a typo, not an
 * address mail can reach).
 */
const ONE_PLAIN_ADDRESS = /^[^\s@,;<>()"]+@[^\s@,;<>()".]+(?:\.[^\s@,;<>()".]+)+$/;
/** What turns one address into several, or into a name and an address. */
export const ADDRESS_SEPARATORS = /[\s,;<>]/;

export function looksLikeEmail(value: string | null | undefined): boolean {
  return ONE_PLAIN_ADDRESS.test((value ?? '').trim());
}

/**
 * What the admin's Invite Rep form and POST /rep-keys both say about an address that is missing,
 * malformed or too long (spec §3), so the browser and the server use the same words.
 */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
