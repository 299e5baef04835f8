// Automatic provisioning (SCIM): where an identity provider connects, and whether a leaver who is
// also a rep gets a new portal link (on by default).
import { useId } from 'react';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { Toggle } from '@commissionbee/ui/Toggle';
import { errorMessage } from '../../../lib/errors';
import { useSaveScimSettings, useScimSettings } from '../api/people';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function ScimSettings() {
  const { t } = useI18n();
  const titleId = useId();
  const settings = useScimSettings();
  const save = useSaveScimSettings();
  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('people.scim.title')}</h2>
      <p className="cb-muted">
        {t('people.scim.introBefore')}{' '}
        <code className="people-url">{`${window.location.origin}/scim/v2`}</code>{' '}
        {t('people.scim.introMiddle')} <code>scim</code> {t('people.scim.introAfter')}
      </p>
      {settings.isPending ? (
        <Loader label={t('people.scim.loading')} />
      ) : settings.isError ? (
        <Alert variant="error">{errorMessage(settings.error, t('app.genericError'))}</Alert>
      ) : (
        <Toggle
          label={t('people.scim.rotate')}
          description={t('people.scim.rotateHint')}
          checked={save.isPending ? save.variables : settings.data.rotate_rep_links}
          disabled={save.isPending}
          onChange={(rotate) => save.mutate(rotate)}
        />
      )}
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, t('app.genericError'))}</Alert>
      )}
    </section>
  );
}
