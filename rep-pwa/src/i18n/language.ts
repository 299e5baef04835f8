// The rep app's language (issue 33): the device's own choice when one was made (remembered in
// localStorage), else the phone's language. A choice is also sent to the server, so the rep's
// emails and notifications follow it.
import { isLanguage, preferredLanguage, type Language } from '@commissionbee/shared/i18n/languages';
import { PSEUDO_LANGUAGE } from './pseudo';

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
  // The pseudo-language is for the layout tests only: it is never offered, only stored by them.
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

export type { Language };
