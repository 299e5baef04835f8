// Help Center: pay runs (issue 29) — reviewing, publishing and closing pay dates.
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function PayRunsHelp() {
  const { t } = useI18n();
  return (
    <section className="cb-card cb-stack" aria-labelledby="pay-runs-help">
      <h2 id="pay-runs-help">{t('help.runs.title')}</h2>
      <p>
        {t('help.runs.turnOn')}
        <strong>{t('help.runs.review')}</strong>
        {t('help.runs.on')}
        <strong>{t('help.runs.payRuns')}</strong>
        {t('help.runs.states')}
        <em>{t('help.runs.draft')}</em>
        {t('help.runs.draftText')}
        <em>{t('help.runs.approved')}</em>
        {t('help.runs.comma')}
        <em>{t('help.runs.published')}</em>
        {t('help.runs.publishedText')}
        <em>{t('help.runs.closed')}</em>
        {t('help.runs.closedText')}
        <strong>{t('help.runs.secondApprover')}</strong>
        {t('help.runs.secondApproverText')}
      </p>
      <p>
        {t('help.runs.changeBefore')}
        <em>{t('help.runs.revision')}</em>
        {t('help.runs.revisionText')}
        <strong>{t('help.runs.ledger')}</strong>
        {t('help.runs.ledgerText')}
        <em>{t('help.runs.draft')}</em>
        {t('help.runs.orOpen')}
        <em>{t('help.runs.approved')}</em>
        {t('help.runs.badgeText')}
        <strong>{t('help.runs.publish')}</strong>
        {t('help.runs.publishText')}
        <em>{t('help.runs.pendingLines')}</em>
        {t('help.runs.pendingText')}
      </p>
      <p>
        <strong>{t('help.runs.close')}</strong>
        {t('help.runs.closeText')}
        <em>{t('help.runs.postAdjustments')}</em>
        {t('help.runs.adjustText')}
        <em>{t('help.runs.adjustment')}</em>
        {t('help.runs.adjustmentText')}
        <strong>{t('help.runs.reopen')}</strong>
        {t('help.runs.reopenText')}
      </p>
      <p>{t('help.runs.exports')}</p>
      <p>{t('help.runs.demo')}</p>
    </section>
  );
}
