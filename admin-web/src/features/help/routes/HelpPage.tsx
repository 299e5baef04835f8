// Help Center (spec §2): quick start, the CSV formatting guide with an example file, and support.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CsvGuide } from '../components/CsvGuide';
import { BackOfficeHelp } from '../components/BackOfficeHelp';
import { PeopleHelp } from '../components/PeopleHelp';
import { PayRunsHelp } from '../components/PayRunsHelp';
import { QuestionsHelp } from '../components/QuestionsHelp';
import { PlansHelp } from '../components/PlansHelp';
import { QuickStart } from '../components/QuickStart';
import { SUPPORT_EMAIL } from '../../../config/support';
import '../help.css';

export function HelpPage() {
  const { t } = useI18n();
  useDocumentTitle(t('help.title'));
  const { pathname } = useLocation();

  // /bee/docs is where the upload screen sends people for the CSV format: start them there.
  useEffect(() => {
    if (pathname.endsWith('/docs')) document.getElementById('csv-guide')?.scrollIntoView?.();
  }, [pathname]);

  return (
    <div className="cb-stack help-page">
      <h1>{t('help.title')}</h1>
      <QuickStart />
      <CsvGuide />
      <QuestionsHelp />
      <PlansHelp />
      <BackOfficeHelp />
      <PeopleHelp />
      <PayRunsHelp />
      <section className="cb-card cb-stack" aria-labelledby="support-title">
        <h2 id="support-title">{t('help.support.title')}</h2>
        <p>
          {t('help.support.before')}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          {t('help.support.after')}
        </p>
      </section>
    </div>
  );
}
