// A broken password rule (libs/shared password.ts) in the admin's language; the English words are
// the shared PASSWORD_MESSAGES, which the server answers with.
import { PASSWORD_MIN_LENGTH, type PasswordRule } from '@commissionbee/shared/password';
import type { Translator } from '@commissionbee/shared/i18n/messages';

export const passwordRuleText = (t: Translator, rule: PasswordRule): string =>
  t(`password.rule.${rule}`, { min: PASSWORD_MIN_LENGTH });
