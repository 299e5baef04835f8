// Every route of the rep app (DESIGN §3), typed so links and redirects cannot drift apart. The list
// itself lives in libs/shared, where the service worker and the server read it too.
export { REP_PATHS as paths } from '@commissionbee/shared/rep-routes';
