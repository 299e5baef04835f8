// The admin app's API client: the shared client, the stored session token and the base URL
// (this site's /api, or the local API when the super user's 'Dev Urls' switch is on).
import { createApiClient, TOKEN_KEY } from '@commissionbee/shared/api-client';
import { DEV_LOCAL_API_KEY, isDevFlagOn, LOCAL_API_URL, PROD_API_URL } from './dev-urls';
import { readStored, writeStored } from './storage';

export const getToken = (): string | null => readStored(TOKEN_KEY);
export const setToken = (token: string): void => writeStored(TOKEN_KEY, token);
export const clearToken = (): void => writeStored(TOKEN_KEY, null);

/** Read on every call, so flipping the switch takes effect at once. */
export const apiBaseUrl = (): string =>
  isDevFlagOn(DEV_LOCAL_API_KEY) ? LOCAL_API_URL : PROD_API_URL;

export const api = createApiClient({ baseUrl: apiBaseUrl, token: getToken });
