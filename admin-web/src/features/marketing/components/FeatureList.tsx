// The three promises of the marketing page (spec §1).
import { CloudUpload, Send, Sparkles } from 'lucide-react';

const FEATURES = [
  {
    Icon: CloudUpload,
    title: 'Upload Your Commission Data',
    text: 'Drag and drop a .csv exported from your payroll or CRM. Every row is checked before anything is saved.',
  },
  {
    Icon: Send,
    title: 'Share Breakdowns Instantly',
    text: 'One click emails the whole sales team a private link to their own pay breakdown.',
  },
  {
    Icon: Sparkles,
    title: 'Empower Your Team',
    text: 'Reps see their paychecks, customers and a what-if calculator on any phone, so they trust the numbers.',
  },
] as const;

export function FeatureList() {
  return (
    <section className="home-features" aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="cb-visually-hidden">
        How it works
      </h2>
      <ul className="home-features__list">
        {FEATURES.map(({ Icon, ...feature }) => (
          <li key={feature.title} className="cb-card home-feature">
            <span className="home-feature__icon" aria-hidden="true">
              <Icon size={24} />
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
