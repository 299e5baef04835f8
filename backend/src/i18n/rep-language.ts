// Which language a rep's emails and pushes are in (issue 33 §3): the rep's own choice (the rep
// app's picker, PUT /bee/rep/language), else the language an admin set for the rep (Reps
// directory, mapping CSV), else the company's default (Settings), else English.
import { isLanguage, SOURCE_LANGUAGE, type Language } from '@commissionbee/shared/i18n/languages';

export interface LanguageChoices {
  /** rep_profiles.rep_language */
  rep_language: string | null;
  /** rep_profiles.language */
  language: string | null;
  /** companies.default_language */
  default_language: string | null;
}

export function repLanguage(choices: LanguageChoices): Language {
  for (const choice of [choices.rep_language, choices.language, choices.default_language])
    if (isLanguage(choice)) return choice;
  return SOURCE_LANGUAGE;
}
