// The menu's language picker (issue 33): each language named in itself, so a rep who cannot read
// the current one still finds theirs. The choice shows at once (offline too: every catalogue is
// precached) and is remembered on this device and sent to the server for emails.
import { useId } from 'react';
import { LANGUAGES } from '@commissionbee/shared/i18n/languages';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function LanguagePicker() {
  const { t, language, setLanguage } = useI18n();
  const id = useId();
  return (
    <div className="rep-menu__language">
      <label htmlFor={id}>{t('menu.language')}</label>
      <select id={id} value={language} onChange={(event) => setLanguage(event.target.value)}>
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
