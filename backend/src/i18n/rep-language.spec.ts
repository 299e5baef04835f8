import { repLanguage } from './rep-language.js';

describe('repLanguage', () => {
  const none = { rep_language: null, language: null, default_language: null };

  it("takes the rep's own choice first, even over an admin's", () => {
    expect(repLanguage({ rep_language: 'en', language: 'es-US', default_language: 'es-US' })).toBe(
      'en',
    );
    expect(repLanguage({ ...none, rep_language: 'es-US', language: 'en' })).toBe('es-US');
  });

  it("then the admin's language for the rep, then the company's default", () => {
    expect(repLanguage({ ...none, language: 'es-US', default_language: 'en' })).toBe('es-US');
    expect(repLanguage({ ...none, default_language: 'es-US' })).toBe('es-US');
  });

  it('skips values it does not speak, and ends in English', () => {
    expect(repLanguage({ rep_language: 'fr', language: 'xx', default_language: 'es-US' })).toBe(
      'es-US',
    );
    expect(repLanguage(none)).toBe('en');
    expect(repLanguage({ rep_language: '', language: 'es', default_language: 'de' })).toBe('en');
  });
});
