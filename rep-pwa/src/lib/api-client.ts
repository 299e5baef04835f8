// The rep app's API client: the shared client with the stored view key as X-View-Key.
import { createApiClient, VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { createContractClient } from '@commissionbee/shared/contracts/client';
import { env } from '../config/env';

export const api = createApiClient({
  baseUrl: () => env.apiBaseUrl,
  viewKey: () => {
    try {
      return localStorage.getItem(VIEW_KEY_STORAGE);
    } catch {
      return null;
    }
  },
});

/** Routes are called through their contracts (libs/shared/src/contracts): no path is spelt here. */
export const client = createContractClient(api);
