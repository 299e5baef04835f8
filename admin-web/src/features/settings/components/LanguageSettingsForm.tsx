// Company setting (issue 33): the language of reps' emails and notifications when neither the rep
// nor an admin chose one for them. Admins only.
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { LANGUAGE_CODES, isLanguage } from '@commissionbee/shared/i18n/languages';
import { errorMessage } from '../../../lib/errors';
import { languageLabel } from '../../../lib/language-words';
import { useLanguageSettings, useSaveLanguageSettings } from '../../../lib/language-settings';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function LanguageSettingsForm() {
  const { t } = useI18n();
  const settings = useLanguageSettings();
  const save = useSaveLanguageSettings();
  return (
    <section className="cb-card cb-stack" aria-labelledby="language-settings">
      <h2 id="language-settings">{t('settings.language.title')}</h2>
      {settings.isPending ? (
        <Loader label={t('settings.language.loading')} />
      ) : settings.isError ? (
        <Alert variant="error">{t('settings.language.loadFailed')}</Alert>
      ) : (
        <label>
          {t('settings.language.label')}
          <select
            className="cb-select"
            value={save.isPending ? save.variables : settings.data.default_language}
            disabled={save.isPending}
            onChange={(event) => {
              if (isLanguage(event.target.value)) save.mutate(event.target.value);
            }}
          >
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="cb-muted">{t('settings.language.hint')}</p>
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
      )}
    </section>
  );
}
