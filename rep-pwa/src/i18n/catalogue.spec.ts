// @vitest-environment node
// The rep app's catalogues stay complete (issue 33): every language has exactly English's keys,
// every message is valid ICU with the same arguments, every key is used in the code and every key
// the code uses exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGE_CODES } from '@commissionbee/shared/i18n/languages';
import { catalogueLanguages, readCatalogue } from '@commissionbee/ui/i18n/catalogue-plugin';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const AREA = 'rep';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The argument names of a message (plural, select and number arguments included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const english = readCatalogue('en', AREA);
// The app's code, and its build config (the manifest's words for other languages).
const code = [...sourceFiles(SRC), fileURLToPath(new URL('../../vite.config.ts', import.meta.url))]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the rep catalogues', () => {
  it('has a folder for every language and a language for every folder', () => {
    expect(catalogueLanguages()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      const messages = readCatalogue(language, AREA);
      const missing = Object.keys(english).filter((key) => !(key in messages));
      const extra = Object.keys(messages).filter((key) => !(key in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(LANGUAGE_CODES)('%s messages are valid ICU with the English arguments', (language) => {
    const messages = readCatalogue(language, AREA);
    const wrong = Object.entries(messages).flatMap(([key, text]) => {
      const args = [...argumentsOf(parse(text, { ignoreTag: true }))].sort();
      const expected = [...argumentsOf(parse(english[key] ?? '', { ignoreTag: true }))].sort();
      return args.join() === expected.join() ? [] : [`${key}: {${args}} vs English {${expected}}`];
    });
    expect(wrong).toEqual([]);
  });

  it('uses every English key in the code', () => {
    const unused = Object.keys(english).filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('asks only for keys the English catalogue has', () => {
    const asked = [...code.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)].map((m) => m[1]);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((key) => !(key in english))).toEqual([]);
  });
});
