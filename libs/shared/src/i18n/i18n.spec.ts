import { describe, expect, it } from 'vitest';
import { createFormats } from './formats.js';
import { acceptLanguageTags, matchLanguage, preferredLanguage } from './languages.js';
import { createTranslator } from './messages.js';

describe('languages', () => {
  it('matches a tag to the language we speak, by its base language', () => {
    expect(matchLanguage('es-US')).toBe('es-US');
    expect(matchLanguage('ES-mx')).toBe('es-US');
    expect(matchLanguage('es-419')).toBe('es-US');
    expect(matchLanguage('es')).toBe('es-US');
    expect(matchLanguage('en-GB')).toBe('en');
    expect(matchLanguage('fr-FR')).toBeNull();
    expect(matchLanguage('')).toBeNull();
  });

  it("takes a browser's first language we speak, else English", () => {
    expect(preferredLanguage(['fr-FR', 'es-MX', 'en-US'])).toBe('es-US');
    expect(preferredLanguage(['de'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('reads an Accept-Language header by weight', () => {
    expect(acceptLanguageTags('en;q=0.5, es-MX, fr;q=0.8, *;q=0.1')).toEqual(['es-MX', 'fr', 'en']);
    expect(acceptLanguageTags('es;q=0')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});

describe('messages', () => {
  it('formats ICU plurals and selects in the language, and falls back to the key', () => {
    const t = createTranslator('es-US', {
      lines: '{count, plural, one {# línea nueva} other {# líneas nuevas}}',
      who: '{who, select, you {Preguntaste} other {{name} preguntó}}',
      angle: 'a <b> stays text',
    });
    expect(t('lines', { count: 1 })).toBe('1 línea nueva');
    expect(t('lines', { count: 3 })).toBe('3 líneas nuevas');
    expect(t('who', { who: 'manager', name: 'Ana' })).toBe('Ana preguntó');
    expect(t('angle')).toBe('a <b> stays text');
    expect(t('missing.key')).toBe('missing.key');
    expect(t.has('lines')).toBe(true);
  });
});

describe('formats', () => {
  it('writes dates for the language and money with exact cents', () => {
    const en = createFormats('en');
    const es = createFormats('es-US');
    expect(en.date('2026-11-28')).toBe('11/28/2026');
    expect(es.date('2026-11-28')).toBe('28/11/2026');
    expect(en.monthDay('2026-11-28')).toBe('Nov 28');
    expect(es.monthDay('2026-11-28')).toBe('28 nov');
    expect(es.longDate('2026-11-28')).toBe('sábado, 28 de noviembre de 2026');
    expect(en.money('-1234.5')).toBe('\u2212$1,234.50');
    expect(es.money(0.1 + 0.2)).toBe('$0.30');
    expect(es.date('PENDING')).toBe('PENDING');
  });
});
