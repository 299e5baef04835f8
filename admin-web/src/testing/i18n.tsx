// The admin's catalogues for specs: English is preloaded (the app loads it before its first
// render), Spanish for the specs that walk a screen in Spanish.
import * as english from 'virtual:cb-catalogue/admin/en';
import * as spanish from 'virtual:cb-catalogue/admin/es-US';
import type { FirstLanguage } from '../app/providers';

export type TestLanguage = 'en' | 'es-US';

export const languagePack = (code: TestLanguage = 'en'): FirstLanguage => ({
  code,
  pack: code === 'en' ? english : spanish,
});
