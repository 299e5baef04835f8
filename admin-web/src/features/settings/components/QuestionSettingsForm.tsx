// Settings: the company's answer time (business days) and the admin's own question emails.
import { Toggle } from '@commissionbee/ui/Toggle';
import { MAX_ANSWER_WITHIN_DAYS } from '@commissionbee/shared/questions';
import { useQuestionSettings, useSaveQuestionSettings } from '../api/question-settings';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function QuestionSettingsForm() {
  const { t } = useI18n();
  const settings = useQuestionSettings();
  const save = useSaveQuestionSettings();
  if (!settings.data) return null;
  return (
    <section className="cb-card cb-stack" aria-labelledby="question-settings">
      <h2 id="question-settings">{t('settings.questions.title')}</h2>
      <label className="cb-field">
        <span>{t('settings.questions.answerWithin')}</span>
        <input
          type="number"
          min={1}
          max={MAX_ANSWER_WITHIN_DAYS}
          defaultValue={settings.data.answer_within_days}
          onBlur={(e) => {
            const days = Number(e.target.value);
            if (Number.isInteger(days) && days >= 1 && days <= MAX_ANSWER_WITHIN_DAYS)
              save.mutate({ answer_within_days: days });
          }}
        />
      </label>
      <Toggle
        label={t('settings.questions.emailMe')}
        checked={settings.data.email_me}
        onChange={(on: boolean) => save.mutate({ email_me: on })}
      />
    </section>
  );
}
