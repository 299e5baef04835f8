// The admin app's API client: the shared client, the stored session token and the base URL
// (this site's /api, or the local API when the super user's 'Dev Urls' switch is on).
import { createApiClient, TOKEN_KEY } from '@commissionbee/shared/api-client';
import { createContractClient } from '@commissionbee/shared/contracts/client';
import { DOCS_PAGE_PATH } from '@commissionbee/shared/contracts/routes';
import { DEV_LOCAL_API_KEY, isDevFlagOn, LOCAL_API_URL, PROD_API_URL } from './dev-urls';
import { readStored, writeStored } from './storage';

export const getToken = (): string | null => readStored(TOKEN_KEY);
export const setToken = (token: string): void => writeStored(TOKEN_KEY, token);
export const clearToken = (): void => writeStored(TOKEN_KEY, null);

/** Read on every call, so flipping the switch takes effect at once. */
export const apiBaseUrl = (): string =>
  isDevFlagOn(DEV_LOCAL_API_KEY) ? LOCAL_API_URL : PROD_API_URL;

export const api = createApiClient({ baseUrl: apiBaseUrl, token: getToken });

/** Routes are called through their contracts (libs/shared/src/contracts): no path is spelt here. */
export const client = createContractClient(api);

/** Swagger UI's page of the OpenAPI document, on this site. */
export const API_DOCS_URL = `${PROD_API_URL}${DOCS_PAGE_PATH}`;
