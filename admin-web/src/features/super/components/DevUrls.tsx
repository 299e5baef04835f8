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
  const [localUrl, setLocalUrl] = useDevFlag(DEV_LOCAL_URL_KEY);
  const [localApi, setLocalApi] = useDevFlag(DEV_LOCAL_API_KEY);

  return (
    <SuperSection title="Developer tools">
      <details className="super-dev-tools">
        <summary>Show developer switches (local URLs)</summary>
        <p className="cb-muted">These switches apply to this browser only.</p>
        <Toggle
          checked={localUrl}
          onChange={setLocalUrl}
          label={localUrl ? 'Using Local URL' : 'Using Prod URL'}
          description={`Links into the apps use ${localUrl ? LOCAL_ORIGIN : window.location.origin}`}
        />
        <Toggle
          checked={localApi}
          onChange={setLocalApi}
          label={localApi ? 'Using Local API URL' : 'Using Prod API URL'}
          description={`API calls go to ${localApi ? LOCAL_API_URL : `${window.location.origin}/api`}`}
        />
      </details>
    </SuperSection>
  );
}
