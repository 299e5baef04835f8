import { useState } from 'react';
import { Toggle } from '@commissionbee/ui/Toggle';
import {
  DEV_LOCAL_API_KEY,
  DEV_LOCAL_URL_KEY,
  isDevFlagOn,
  LOCAL_API_URL,
  LOCAL_ORIGIN,
  setDevFlag,
  type DevFlag,
} from '../../../config/dev-urls';
import { SuperSection } from './SuperSection';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** A switch kept in localStorage; the API one changes the base URL of every later call. */
function useDevFlag(flag: DevFlag): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => isDevFlagOn(flag));
  const update = (value: boolean) => {
    setDevFlag(flag, value);
    setOn(value);
  };
  return [on, update];
}

export function DevUrls() {
  const { t } = useI18n();
  const [localUrl, setLocalUrl] = useDevFlag(DEV_LOCAL_URL_KEY);
  const [localApi, setLocalApi] = useDevFlag(DEV_LOCAL_API_KEY);

  return (
    <SuperSection title={t('super.dev.title')}>
      <details className="super-dev-tools">
        <summary>{t('super.dev.show')}</summary>
        <p className="cb-muted">{t('super.dev.browserOnly')}</p>
        <Toggle
          checked={localUrl}
          onChange={setLocalUrl}
          label={localUrl ? t('super.dev.localUrl') : t('super.dev.prodUrl')}
          description={t('super.dev.links', {
            origin: localUrl ? LOCAL_ORIGIN : window.location.origin,
          })}
        />
        <Toggle
          checked={localApi}
          onChange={setLocalApi}
          label={localApi ? t('super.dev.localApi') : t('super.dev.prodApi')}
          description={t('super.dev.calls', {
            url: localApi ? LOCAL_API_URL : `${window.location.origin}/api`,
          })}
        />
      </details>
    </SuperSection>
  );
}
