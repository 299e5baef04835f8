// Every route of the rep app (DESIGN §3), typed so links and redirects cannot drift apart. The list
// itself lives in libs/shared, where the service worker and the server read it too.
import { REP_PATHS, repPortalPath } from '@commissionbee/shared/rep-routes';

export const paths = {
  ...REP_PATHS,
  entry: { pattern: REP_PATHS.entry, to: repPortalPath },
  maintenance: { pattern: REP_PATHS.maintenance },
} as const;
