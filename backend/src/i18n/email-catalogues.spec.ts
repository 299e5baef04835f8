import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@commissionbee/shared/i18n/languages';
import { catalogueProblems } from './catalogue-check.js';
import { emailWords, localesDir, readCatalogue } from './email-catalogues.js';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));
const catalogues = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, readCatalogue(l)]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the email catalogues', () => {
  it('are found from the source tree (and from dist: the same walk up)', () => {
    expect(localesDir()).toMatch(/libs[/\\]shared[/\\]locales$/);
    expect(Object.keys(catalogues.en).length).toBeGreaterThan(30);
  });

  it('every language has exactly the English keys, valid ICU, and the English arguments', () => {
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it('the check fails on a missing key, an extra key, broken ICU and a lost argument', () => {
    expect(
      catalogueProblems({
        en: { a: 'Hi {name}', b: 'Bye', c: 'Paid {amount}' },
        'es-US': { a: 'Hola {name', c: 'Pagado', d: 'Extra' },
      }),
    ).toEqual([
      'es-US: b is missing',
      expect.stringMatching(/^es-US: a is not valid ICU/),
      'es-US: c has {}, en {amount}',
      'es-US: d is not in en',
    ]);
    expect(catalogueProblems({ en: { a: 'Broken {' } })).toEqual([
      expect.stringMatching(/^en: a is not valid ICU/),
    ]);
  });

  it('every key is used by the code (keys built from a value are named in full there)', () => {
    const code = sourceFiles(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const dynamic = /^answer\.(reason\.\w+|reply|request_info|resolved)$/;
    const unused = Object.keys(catalogues.en).filter(
      (key) => !code.includes(`'${key}'`) && !dynamic.test(key),
    );
    expect(unused).toEqual([]);
  });

  it('falls back to English for a language it does not speak', () => {
    expect(emailWords('fr').language).toBe('en');
    expect(emailWords('es-US').t('newPay.title', { payDate: '5/4/2031' })).toBe(
      'Hay pago nuevo para el 5/4/2031',
    );
  });
});
