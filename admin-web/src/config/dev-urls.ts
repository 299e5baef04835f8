// The super user's 'Dev Urls' switches (Super Admin Panel). Kept in this browser only.
import { readStored, writeStored } from './storage';

export const DEV_LOCAL_URL_KEY = 'bee_dev_local_url';
export const DEV_LOCAL_API_KEY = 'bee_dev_local_api';

/** Where `npm start` serves the API and both apps on a developer's machine. */
export const LOCAL_ORIGIN = 'http://localhost:3000';
export const LOCAL_API_URL = `${LOCAL_ORIGIN}/api`;
export const PROD_API_URL = '/api';

export type DevFlag = typeof DEV_LOCAL_URL_KEY | typeof DEV_LOCAL_API_KEY;

export function isDevFlagOn(flag: DevFlag): boolean {
  return readStored(flag) === 'true';
}

export function setDevFlag(flag: DevFlag, on: boolean): void {
  writeStored(flag, on ? 'true' : null);
}

/** Origin of links into the front ends (e.g. a rep's portal link): local or this site. */
export function frontendOrigin(): string {
  return isDevFlagOn(DEV_LOCAL_URL_KEY) ? LOCAL_ORIGIN : window.location.origin;
}
