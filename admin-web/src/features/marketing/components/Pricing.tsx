import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function Pricing() {
  const { t } = useI18n();
  return (
    <section className="home-pricing" aria-labelledby="home-pricing-title">
      <h2 id="home-pricing-title">{t('home.pricing.title')}</h2>
      <div className="cb-card home-pricing__card">
        <p className="home-pricing__price">{t('home.pricing.price')}</p>
        <ul className="home-pricing__terms">
          <li>{t('home.pricing.users')}</li>
          <li>{t('home.pricing.extraUsers')}</li>
        </ul>
      </div>
    </section>
  );
}
