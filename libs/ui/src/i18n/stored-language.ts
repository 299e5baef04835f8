// An app's language on this device (issue 33): the person's own choice when one was made
// (localStorage 'cb-language', the same key in both apps), else the browser's languages.
import {
  isLanguage,
  preferredLanguage,
  PSEUDO_LANGUAGE,
} from '@commissionbee/shared/i18n/languages';

export const LANGUAGE_STORAGE = 'cb-language';

/** The stored choice, else the first of the browser's languages we speak, else English. */
export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | null,
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE) ?? null;
  } catch {
    stored = null;
  }
  if (isLanguage(stored) || stored === PSEUDO_LANGUAGE) return stored;
  return preferredLanguage(languages);
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | null, language: string): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE, language);
  } catch {
    // storage refused: the choice lasts this visit
  }
}
