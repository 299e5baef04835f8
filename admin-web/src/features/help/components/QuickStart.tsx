// The five steps from a spreadsheet to reps reading their pay (spec §2 Help Center).
import { Link } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../../config/paths';

export function QuickStart() {
  const { t } = useI18n();
  return (
    <section className="cb-card cb-stack" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">{t('help.qs.title')}</h2>
      <ol className="help-steps">
        <li>
          <h3>{t('help.qs.create')}</h3>
          <p>
            {t('help.qs.createBefore')}
            <a href="#csv-guide">{t('help.qs.createGuide')}</a>
            {t('help.qs.createAfter')}
          </p>
        </li>
        <li>
          <h3>{t('help.qs.upload')}</h3>
          <p>
            {t('help.qs.uploadBefore')}
            <Link to={paths.upload}>{t('help.qs.uploadLink')}</Link>
            {t('help.qs.uploadMiddle')}
            <strong>{t('help.qs.uploadAll')}</strong>
            {t('help.qs.uploadAfter')}
          </p>
        </li>
        <li>
          <h3>{t('help.qs.review')}</h3>
          <p>
            {t('help.qs.reviewBefore')}
            <Link to={paths.ledger}>{t('help.qs.reviewLink')}</Link>
            {t('help.qs.reviewAfter')}
          </p>
        </li>
        <li>
          <h3>{t('help.qs.preview')}</h3>
          <p>
            {t('help.qs.previewBefore')}
            <Link to={paths.portals}>{t('help.qs.emailCenter')}</Link>
            {t('help.qs.previewAfter')}
          </p>
        </li>
        <li>
          <h3>{t('help.qs.send')}</h3>
          <p>
            {t('help.qs.sendBefore')}
            <Link to={paths.portals}>{t('help.qs.emailCenter')}</Link>
            {t('help.qs.sendAfter')}
          </p>
        </li>
      </ol>
    </section>
  );
}
