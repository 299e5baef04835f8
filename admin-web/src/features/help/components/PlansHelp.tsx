// Help Center: commission plans with signed receipts (issue 30) — what they do for California
// Labor Code §2751 and New York Labor Law §191, and what they do not.
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function PlansHelp() {
  const { t } = useI18n();
  return (
    <section className="cb-card cb-stack" aria-labelledby="plans-help">
      <h2 id="plans-help">{t('help.plans.title')}</h2>
      <p>
        {t('help.plans.in')}
        <strong>{t('help.plans.plans')}</strong>
        {t('help.plans.createText')}
        <em>{t('help.plans.yourPlan')}</em>
        {t('help.plans.readText')}
        <em>{t('help.plans.received')}</em>
        {t('help.plans.codeText')}
      </p>
      <p>{t('help.plans.evidence')}</p>
      <h3>{t('help.plans.lawTitle')}</h3>
      <p>{t('help.plans.law')}</p>
      <h3>{t('help.plans.notTitle')}</h3>
      <p>{t('help.plans.not')}</p>
    </section>
  );
}
