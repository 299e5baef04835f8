// The three promises of the marketing page (spec §1).
import { CloudUpload, Send, Sparkles } from 'lucide-react';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

const FEATURES = [
  { Icon: CloudUpload, title: 'home.upload.title', text: 'home.upload.text' },
  { Icon: Send, title: 'home.share.title', text: 'home.share.text' },
  { Icon: Sparkles, title: 'home.empower.title', text: 'home.empower.text' },
] as const;

export function FeatureList() {
  const { t } = useI18n();
  return (
    <section className="home-features" aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="cb-visually-hidden">
        {t('home.howItWorks')}
      </h2>
      <ul className="home-features__list">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="cb-card home-feature">
            <span className="home-feature__icon" aria-hidden="true">
              <Icon size={24} />
            </span>
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
