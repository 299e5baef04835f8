// The emails' and pushes' words (issue 33): libs/shared/locales/<language>/email/*.json, read once
// (the first email) and kept. English is the source; a key a language lacks falls back to English.
// The folder is found from this file up (libs/shared/locales in the repository, from src in jest
// and from dist in production, or node_modules/@commissionbee/shared/locales where the package is
// installed), so the backend needs nothing of libs/ui.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogueFiles } from '@commissionbee/shared/i18n/catalogue-files';
import { createFormats, type Formats } from '@commissionbee/shared/i18n/formats';
import {
  isLanguage,
  LANGUAGE_CODES,
  SOURCE_LANGUAGE,
  type Language,
} from '@commissionbee/shared/i18n/languages';
import { createTranslator, type Translator } from '@commissionbee/shared/i18n/messages';

export const EMAIL_AREA = 'email';

/** The libs/shared/locales folder, from this file up. */
export function localesDir(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    for (const candidate of [
      join(dir, 'libs', 'shared', 'locales'),
      join(dir, 'node_modules', '@commissionbee', 'shared', 'locales'),
    ])
      if (existsSync(join(candidate, SOURCE_LANGUAGE))) return candidate;
    if (dirname(dir) === dir) throw new Error('libs/shared/locales not found');
  }
}

/** One language's area, its files merged (libs/shared's reader): key → ICU text. */
export function readCatalogue(
  language: string,
  area = EMAIL_AREA,
  root = localesDir(),
): Record<string, string> {
  return readCatalogueFiles(root, language, area);
}

export interface EmailWords {
  language: Language;
  t: Translator;
  /** Dates for the language (Intl); money stays as the company writes it. */
  formats: Formats;
}

let loaded: Map<Language, EmailWords> | null = null;

function load(): Map<Language, EmailWords> {
  const root = localesDir();
  const source = readCatalogue(SOURCE_LANGUAGE, EMAIL_AREA, root);
  return new Map(
    LANGUAGE_CODES.map((language) => [
      language,
      {
        language,
        t: createTranslator(language, {
          ...source,
          ...(language === SOURCE_LANGUAGE ? {} : readCatalogue(language, EMAIL_AREA, root)),
        }),
        formats: createFormats(language),
      },
    ]),
  );
}

/** The words of the emails in `language` (English for anything we do not speak). */
export function emailWords(language: string | null | undefined): EmailWords {
  loaded ??= load();
  return loaded.get(isLanguage(language) ? language : SOURCE_LANGUAGE)!;
}
