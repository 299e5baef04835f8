// Help Center (spec §2): quick start, the CSV formatting guide with an example file, and support.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
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
  useDocumentTitle('Help Center');
  const { pathname } = useLocation();

  // /bee/docs is where the upload screen sends people for the CSV format: start them there.
  useEffect(() => {
    if (pathname.endsWith('/docs')) document.getElementById('csv-guide')?.scrollIntoView?.();
  }, [pathname]);

  return (
    <div className="cb-stack help-page">
      <h1>Help Center</h1>
      <QuickStart />
      <CsvGuide />
      <QuestionsHelp />
      <PlansHelp />
      <BackOfficeHelp />
      <PeopleHelp />
      <PayRunsHelp />
      <section className="cb-card cb-stack" aria-labelledby="support-title">
        <h2 id="support-title">Support</h2>
        <p>
          Questions, or a file that will not upload? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will help.
        </p>
      </section>
    </div>
  );
}
