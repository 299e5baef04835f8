// Vite plugin for both apps (issue 33): serves each language's catalogue for an area as a module of
// its own, so an app loads only the language it shows, and compiles the ICU messages to
// intl-messageformat's AST at build time, so the browser needs no ICU parser.
//
//   import catalogues from 'virtual:cb-catalogues/rep';
//   const pack = await catalogues['es-US']();   // libs/shared/locales/es-US/rep/*.json, merged
//   pack.default: the messages; pack.createTranslator: the formatter (messages.ts)
//
// Each language is a folder under libs/shared/locales/; an area is a folder inside it whose JSON
// files are merged (a key twice is a build error). The pseudo-language `en-XA` (accented, a third
// longer, in brackets) is made from English for the layout tests; no picker lists it.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { readCatalogueFiles } from '../../../shared/src/i18n/catalogue-files';
import { PSEUDO_LANGUAGE } from '../../../shared/src/i18n/languages';

export const LOCALES_DIR = fileURLToPath(new URL('../../../shared/locales/', import.meta.url));
export { PSEUDO_LANGUAGE };
/** Options both the build and the server (createTranslator) parse with. */
export const PARSE_OPTIONS = { ignoreTag: true } as const;

const LIST = 'virtual:cb-catalogues/';
const ONE = 'virtual:cb-catalogue/';

/** The merged source messages of one language's area: key → ICU text. */
export function readCatalogue(language: string, area: string): Record<string, string> {
  return readCatalogueFiles(LOCALES_DIR, language, area);
}

export function catalogueLanguages(): string[] {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/** Accented, and a third longer as a word of its own (so it may wrap, as a long word may). */
function pseudoText(text: string): string {
  const accented = [...text].map((ch) => ACCENTS[ch] ?? ch).join('');
  const letters = text.replace(/\s/g, '').length;
  if (letters === 0) return text;
  return `${accented} ${'~'.repeat(Math.ceil(letters * 0.35))}${/\s$/.test(text) ? ' ' : ''}`;
}

/** English made longer and accented, keeping every argument, plural and select. */
export function pseudoMessage(ast: MessageFormatElement[]): MessageFormatElement[] {
  const walk = (elements: MessageFormatElement[]): MessageFormatElement[] =>
    elements.map((element) => {
      if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        const options = Object.fromEntries(
          Object.entries(element.options).map(([k, option]) => [
            k,
            { ...option, value: walk(option.value) },
          ]),
        );
        return { ...element, options } as MessageFormatElement;
      }
      return element;
    });
  return [{ type: TYPE.literal, value: '[' }, ...walk(ast), { type: TYPE.literal, value: ']' }];
}

export function compiledCatalogue(
  language: string,
  area: string,
): Record<string, MessageFormatElement[]> {
  const pseudo = language === PSEUDO_LANGUAGE;
  const source = readCatalogue(pseudo ? 'en' : language, area);
  return Object.fromEntries(
    Object.entries(source).map(([key, text]) => {
      const ast = parse(text, PARSE_OPTIONS);
      return [key, pseudo ? pseudoMessage(ast) : ast];
    }),
  );
}

export function catalogues(): Plugin {
  return {
    name: 'cb-catalogues',
    resolveId(id) {
      return id.startsWith(LIST) || id.startsWith(ONE) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${LIST}`)) {
        const area = id.slice(LIST.length + 1);
        const languages = [...catalogueLanguages(), PSEUDO_LANGUAGE];
        const entries = languages.map(
          (language) =>
            `  ${JSON.stringify(language)}: () => import(${JSON.stringify(`${ONE}${area}/${language}`)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const [area, language] = id.slice(ONE.length + 1).split('/');
        const dir = join(LOCALES_DIR, language === PSEUDO_LANGUAGE ? 'en' : language, area);
        if (existsSync(dir)) {
          for (const file of readdirSync(dir)) this.addWatchFile(join(dir, file));
        }
        // The formatter travels with the messages: it is fetched with the first catalogue, in
        // parallel with the app's first chunk, and stays out of the first load's budget.
        return [
          `export { createTranslator } from '@commissionbee/shared/i18n/messages';`,
          `export default ${JSON.stringify(compiledCatalogue(language, area))};`,
          '',
        ].join('\n');
      }
      return null;
    },
  };
}
