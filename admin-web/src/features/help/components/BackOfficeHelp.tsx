// Help Center: the activity log, the reps directory, payroll export, statements and the calculator,
// for admins.
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function BackOfficeHelp() {
  const { t } = useI18n();
  return (
    <section className="cb-card cb-stack" aria-labelledby="back-office-help">
      <h2 id="back-office-help">{t('help.bo.title')}</h2>
      <p>
        <strong>{t('help.bo.activity')}</strong>
        {t('help.bo.activityText')}
      </p>
      <p>
        <strong>{t('help.bo.reps')}</strong>
        {t('help.bo.repsText')}
        <em>Rep Email, Employee ID, First Name, Last Name</em>
        {t('help.bo.repsOptionally')}
        <em>Language</em>
        {t('help.bo.repsLanguage')}
      </p>
      <p>
        <strong>{t('help.bo.payroll')}</strong>
        {t('help.bo.payrollText')}
      </p>
      <p>
        <strong>{t('help.bo.statements')}</strong>
        {t('help.bo.statementsText')}
        <em>{t('help.bo.statementsMenu')}</em>
        {t('help.bo.frozen')}
        <em>{t('help.bo.revision2')}</em>
        {t('help.bo.zipBefore')}
        <em>{t('help.bo.zip')}</em>
        {t('help.bo.zipAfter')}
        <em>/verify</em>
        {t('help.bo.verifyAfter')}
        <em>{t('help.bo.emailLink')}</em>
        {t('help.bo.or')}
        <em>{t('help.bo.emailPdf')}</em>
        {t('help.bo.under')}
        <em>{t('help.bo.statementsMenu')}</em>
        {t('help.bo.inSettings')}
      </p>
      <p>
        <strong>{t('help.bo.calculator')}</strong>
        {t('help.bo.calculatorBefore')}
        <em>{t('help.bo.createCalculator')}</em>
        {t('help.bo.calculatorAfter')}
      </p>
    </section>
  );
}
