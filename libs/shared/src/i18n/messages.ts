// Formatting a catalogue's ICU messages (plurals, selects, numbers) with FormatJS's
// intl-messageformat. A message is its ICU text (the server, tests) or the AST the apps' build
// compiled it to (libs/ui/src/i18n/catalogue-plugin.ts), so the browser ships no ICU parser.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type Message = string | MessageFormatElement[];
export type Catalogue = Readonly<Record<string, Message>>;
export type MessageValues = Record<string, PrimitiveType>;

export interface Translator {
  readonly language: string;
  /** The message `key` with `values` filled in; the key itself when the catalogue lacks it. */
  (key: string, values?: MessageValues): string;
  has(key: string): boolean;
}

export function createTranslator(language: string, catalogue: Catalogue): Translator {
  const compiled = new Map<string, IntlMessageFormat>();
  const t = ((key: string, values?: MessageValues): string => {
    const message = catalogue[key];
    if (message === undefined) return key;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
      compiled.set(key, format);
    }
    return String(format.format(values));
  }) as Translator;
  Object.defineProperty(t, 'language', { value: language });
  t.has = (key) => catalogue[key] !== undefined;
  return t;
}
