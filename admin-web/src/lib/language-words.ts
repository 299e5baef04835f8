// The admin app's words about reps' languages (issue 33), in one place so they can move to the
// admin catalogue (libs/shared/locales/<language>/admin/) with the rest of the app's words.
import { LANGUAGES, type Language } from '@commissionbee/shared/i18n/languages';

export const LANGUAGE_WORDS = {
  settingsTitle: 'Language',
  settingsLabel: 'Default language of reps’ emails and notifications',
  settingsHint:
    'Reps get emails and notifications in the language they chose in their portal, else the one set on their page in Reps (or by the mapping CSV), else this one.',
  loading: 'Loading the language setting',
  loadFailed: 'The language setting could not be loaded.',
  saved: 'Saved.',
} as const;

/** A language's name as the pickers show it: "Español (es-US)". */
export const languageLabel = (code: Language) =>
  `${LANGUAGES.find((l) => l.code === code)?.name ?? code} (${code})`;
