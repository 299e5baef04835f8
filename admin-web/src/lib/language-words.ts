// A language's name in the admin's language pickers (issue 33): each language named in itself, so
// the same in every catalogue (the pickers' other words are in libs/shared/locales/*/admin/).
import { LANGUAGES, type Language } from '@commissionbee/shared/i18n/languages';

/** A language's name as the pickers show it: "Español (es-US)". */
export const languageLabel = (code: Language) =>
  `${LANGUAGES.find((l) => l.code === code)?.name ?? code} (${code})`;
