// The server's refusals in the admin's language (issue 33): registers, for lib/errors.ts, the
// wording of the language shown, so every `errorMessage(error, …)` follows the language without
// each caller asking for it. English keeps the server's own words (the specification's).
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Formats } from '@commissionbee/shared/i18n/formats';
import { SOURCE_LANGUAGE } from '@commissionbee/shared/i18n/languages';
import type { MessageValues, Translator } from '@commissionbee/shared/i18n/messages';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { setRefusalWording, type RefusalWording } from '../lib/errors';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The fields every error body has; the others are the refusal's own (`left`, `pay_date`, …). */
const COMMON_FIELDS = new Set(['statusCode', 'code', 'message', 'error']);

/**
 * The arguments of `errors.<code>`: `detail` is the server's English words when a sentence needs
 * them (the reason of a refused form, a limit), or 'none' when the server said only its status
 * (an answer without `error`, like Nest's bare 404); each field beside the code as itself, a date
 * in the language's form, a list of dates joined and any other list as its length.
 */
export function refusalValues(
  body: Readonly<Record<string, unknown>>,
  serverMessage: string,
  format: Formats,
): MessageValues {
  const values: MessageValues = {
    detail: body.error === undefined || !serverMessage ? 'none' : serverMessage,
  };
  for (const [name, value] of Object.entries(body)) {
    if (COMMON_FIELDS.has(name)) continue;
    if (typeof value === 'number') values[name] = value;
    else if (typeof value === 'string')
      values[name] = ISO_DATE.test(value) ? format.date(value) : value;
    else if (Array.isArray(value))
      values[name] =
        value.length > 0 && value.every((item) => typeof item === 'string' && ISO_DATE.test(item))
          ? (value as string[]).map((item) => format.date(item)).join(', ')
          : value.length;
  }
  return values;
}

/** The catalogue's words for a known code; null (the server's words) for a code it lacks. */
export function refusalWording(t: Translator, format: Formats): RefusalWording {
  return (code, body, serverMessage) => {
    const key = `errors.${code}`;
    if (!t.has(key)) return null;
    try {
      return t(key, refusalValues(body, serverMessage, format));
    } catch {
      // A field the words need is missing from this answer: the server's words say it all.
      return null;
    }
  };
}

export function AdminErrorWords({ children }: { children: ReactNode }) {
  const { t, format, language } = useI18n();
  const wording = useMemo(
    () => (language === SOURCE_LANGUAGE ? null : refusalWording(t, format)),
    [language, t, format],
  );
  // Set while rendering, before the children render (an effect would run after they had already
  // worded their alerts in the previous language); the effect sets it again after a remount and
  // clears it when the provider goes (a spec's next render starts in English).
  setRefusalWording(wording);
  useEffect(() => {
    setRefusalWording(wording);
    return () => setRefusalWording(null);
  }, [wording]);
  return <>{children}</>;
}
