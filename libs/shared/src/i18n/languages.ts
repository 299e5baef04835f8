// The languages CommissionBee speaks (issue 33). English is the source; every other language is a
// folder of catalogues under libs/shared/locales/<code>/ with the same keys. Adding a language is
// that folder and one line here.

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es-US', name: 'Español' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The language the catalogues are written in first, and the one used when nothing else fits. */
export const SOURCE_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The supported language for a BCP 47 tag: the exact code, else the same base language ('es',
 * 'es-MX', 'es-419' → 'es-US'; 'en-GB' → 'en'); null when none fits. Case-insensitive.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  const wanted = (tag ?? '').trim().toLowerCase();
  if (!wanted) return null;
  const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split(/[-_]/)[0];
  return LANGUAGE_CODES.find((code) => code.toLowerCase().split('-')[0] === base) ?? null;
}

/** The first of `tags` (a browser's navigator.languages, in order) that we speak, else English. */
export function preferredLanguage(tags: readonly string[] | null | undefined): Language {
  for (const tag of tags ?? []) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return SOURCE_LANGUAGE;
}

/** An Accept-Language header's tags, highest q first (for the server, which has no navigator). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
