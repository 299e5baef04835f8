// The languages CommissionBee speaks (issue 33). English is the source; every other language is a
// folder of catalogues under libs/shared/locales/<code>/ with the same keys. Adding a language is
// that folder and one line here.

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es-US', name: 'Español' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/**
 * The layout tests' pseudo-language: English accented and a third longer (made at build time by
 * libs/ui/src/i18n/catalogue-plugin.ts). Stored by the tests, never offered in a picker.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

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

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * A language as a person writes it in a spreadsheet or a form: a code or tag (`es-US`, `es`,
 * `en-GB`), the language's own name (`Español`) or its name in any language we speak (`Spanish`,
 * `inglés`); case and accents do not matter. Null when none fits. Names come from Intl, so a new
 * language in LANGUAGES is recognised by its names too.
 */
export function languageFromInput(value: string | null | undefined): Language | null {
  const wanted = plain(value ?? '');
  if (!wanted || wanted.length > 40) return null;
  const byTag = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/.test(wanted) ? matchLanguage(wanted) : null;
  if (byTag) return byTag;
  for (const { code, name } of LANGUAGES) {
    const base = code.split('-')[0];
    const names = [name, ...LANGUAGE_CODES.map((l) => languageName(base, l))];
    if (names.some((n) => n && plain(n) === wanted)) return code;
  }
  return null;
}

function languageName(code: string, inLanguage: string): string | undefined {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code);
  } catch {
    return undefined;
  }
}
