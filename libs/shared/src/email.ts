// Emails compare trimmed and case-insensitively everywhere (spec §5).
export function normalizeEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeEmail(a) !== '' && normalizeEmail(a) === normalizeEmail(b);
}

export function looksLikeEmail(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v.length > 0 && v.includes('@');
}
