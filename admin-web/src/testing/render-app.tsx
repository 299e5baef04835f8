// Renders the real route table in memory at a given URL, with a fresh query client.
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';
import type { User } from '@commissionbee/shared/types';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { languagePack, type TestLanguage } from './i18n';
import { mockApi } from './mock-api';

export function renderApp(
  url: string,
  queryClient: QueryClient = createQueryClient(),
  language: TestLanguage = 'en',
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient} language={languagePack(language)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** A browser holding a session token whose GET /me answers `user`; more routes may be added. */
export function signedInAs(user: User, routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(TOKEN_KEY, 'session-token');
  return mockApi({ 'GET /me': { body: user }, ...routes });
}
