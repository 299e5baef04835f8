// Help Center: how pay questions and paycheck reviews work, for admins.
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function QuestionsHelp() {
  const { t } = useI18n();
  return (
    <section className="cb-card cb-stack" aria-labelledby="questions-help">
      <h2 id="questions-help">{t('help.q.title')}</h2>
      <p>
        {t('help.q.askBefore')}
        <em>{t('help.q.askThis')}</em>
        {t('help.q.askAfter')}
      </p>
      <p>
        {t('help.q.answerFrom')}
        <strong>{t('help.q.questions')}</strong>
        {t('help.q.sidebar')}
        <em>{t('help.q.reply')}</em>
        {t('help.q.replyText')}
        <em>{t('help.q.askMore')}</em>
        {t('help.q.askMoreText')}
        <em>{t('help.q.resolve')}</em>
        {t('help.q.resolveAs')}
        <strong>{t('help.q.adjusted')}</strong>
        {t('help.q.adjustedText')}
        <strong>{t('help.q.noChange')}</strong>
        {t('help.q.noChangeText')}
      </p>
      <p>
        {t('help.q.emailBefore')}
        <em>{t('help.q.looksRight')}</em>
        {t('help.q.emailAfter')}
      </p>
    </section>
  );
}
