// What both apps' catalogue specs check (issue 33), for any area: every language has exactly
// English's keys, every message is valid ICU with English's arguments, every key is used in the
// app's code and every key the code asks for exists. Node only (it reads the source files).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readCatalogue } from './catalogue-plugin';

/** The app's .ts/.tsx files under `dir`, without specs and test helpers. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'test' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

export const readSources = (files: readonly string[]): string =>
  files.map((file) => readFileSync(file, 'utf8')).join('\n');

/** The argument names of a message (plural, select and number arguments included). */
export function argumentsOf(
  elements: MessageFormatElement[],
  into = new Set<string>(),
): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const argumentList = (text: string) =>
  [...argumentsOf(parse(text, { ignoreTag: true }))].sort().join();

/** The keys `language` lacks and has beyond English. */
export function keyDifferences(area: string, language: string) {
  const english = readCatalogue('en', area);
  const messages = readCatalogue(language, area);
  return {
    missing: Object.keys(english).filter((key) => !(key in messages)),
    extra: Object.keys(messages).filter((key) => !(key in english)),
  };
}

/** 'key: {args} vs English {args}' for each message whose arguments differ from English. */
export function argumentDifferences(area: string, language: string): string[] {
  const english = readCatalogue('en', area);
  return Object.entries(readCatalogue(language, area)).flatMap(([key, text]) => {
    const args = argumentList(text);
    const expected = argumentList(english[key] ?? '');
    return args === expected ? [] : [`${key}: {${args}} vs English {${expected}}`];
  });
}

/**
 * Keys asked for by a computed name (`t(\`csv.${code}\`)`): each prefix with the names the code
 * can give it. Such keys count as used, and each name must have its key.
 */
export type KeyFamilies = Readonly<Record<string, readonly string[]>>;

/** English keys the code never names (in quotes), leaving out those of `families`. */
export function unusedKeys(area: string, code: string, families: KeyFamilies = {}): string[] {
  const prefixes = Object.keys(families);
  return Object.keys(readCatalogue('en', area)).filter(
    (key) => !prefixes.some((prefix) => key.startsWith(prefix)) && !code.includes(`'${key}'`),
  );
}

/** Keys of `families` that English lacks or has without the code being able to ask for them. */
export function familyDifferences(area: string, families: KeyFamilies): string[] {
  const english = Object.keys(readCatalogue('en', area));
  return Object.entries(families).flatMap(([prefix, names]) => {
    const wanted = names.map((name) => `${prefix}${name}`);
    const present = english.filter((key) => key.startsWith(prefix));
    return [
      ...wanted.filter((key) => !present.includes(key)).map((key) => `missing ${key}`),
      ...present.filter((key) => !wanted.includes(key)).map((key) => `never asked ${key}`),
    ];
  });
}

/** Keys the code asks for with t('…') that English lacks (and how many it asks for). */
export function unknownKeys(area: string, code: string): { asked: number; unknown: string[] } {
  const english = readCatalogue('en', area);
  const asked = [...code.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)].map((m) => m[1]);
  return { asked: asked.length, unknown: asked.filter((key) => !(key in english)) };
}
