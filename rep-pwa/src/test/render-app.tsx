// Renders the whole rep app at a URL with rep-key-data answered by a mocked fetch.
import { repPortal } from '@commissionbee/shared/contracts/routes';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { sameEmail } from '@commissionbee/shared/email';
import { fromCents } from '@commissionbee/shared/money';
import { payBucketTotals } from '@commissionbee/shared/numbers';
import {
  latestPaychecks,
  paycheckSummaries,
  rowsForRep,
  teamMembers,
} from '@commissionbee/shared/rep';
import type { LanguagePack } from '@commissionbee/ui/i18n/I18nProvider';
import type { RepKeyData } from '@commissionbee/shared/types';
import * as english from 'virtual:cb-catalogue/rep/en';
import { AppProviders } from '../app/providers';
import { onLanguageChosen } from '../i18n/send-language';
import { App } from '../app/routes';
import { createPersistOptions, createQueryClient } from '../lib/query-client';
import { repKeyDataQueryOptions } from '../session/rep-key-data';
import { createRepStore } from '../session/rep-store';

export const VIEW_KEY = 'test-view-key-0000000000000000000000000';

/** What the server answers per view key: data, or an Error to simulate a failed network. */
export type KeyAnswers = Record<string, RepKeyData | Error>;

export interface RenderAppOptions {
  /** The data behind VIEW_KEY; shorthand for answers: { [VIEW_KEY]: data }. */
  data?: RepKeyData;
  answers?: KeyAnswers;
  /** The key already stored on this device (defaults to VIEW_KEY when data is given). */
  storedKey?: string | null;
  /** Data already in the query cache for the stored key, as fetched at updatedAt. */
  cached?: { data: RepKeyData; updatedAt: number };
  /** Save and restore the query cache in localStorage, as the real app does. */
  persist?: boolean;
  /** The language shown first with its catalogue (English by default). */
  language?: { code: string; pack: LanguagePack };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The team rows of a key's whole data: rows naming the key's email as manager, of others. */
const teamRows = (data: RepKeyData) =>
  data.data.filter(
    (r) => sameEmail(r.manager_email, data.email) && !sameEmail(r.rep_email, data.email),
  );

/**
 * A key's data as the server answers it (issue 34): a spec states the manager's whole data (their
 * rows and their team's) and gets the server's pieces: their own rows and a summary per member.
 */
export function inPieces(data: RepKeyData): RepKeyData {
  if (data.team) return data;
  const team = teamMembers(teamRows(data), data.email).map(({ name, email }) => {
    const dated = paycheckSummaries(rowsForRep(teamRows(data), email)).filter((p) =>
      /^\d{4}-\d{2}-\d{2}$/.test(p.pay_date),
    );
    return {
      name,
      email,
      latest: latestPaychecks(dated, 1)[0] ?? null,
      pending: fromCents(payBucketTotals(rowsForRep(teamRows(data), email)).get('PENDING') ?? 0),
      paychecks: dated,
    };
  });
  return { ...data, data: rowsForRep(data.data, data.email), team };
}

export function stubRepKeyDataFetch(answers: KeyAnswers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const member = /^\/api\/bee\/rep-key-data\/team\/([^/]+)$/.exec(url.pathname);
    if (member) {
      const key = new Headers(init?.headers).get('X-View-Key') ?? '';
      const whole = answers[key];
      if (whole instanceof Error) throw whole;
      if (!whole) return json(404, { statusCode: 404, code: 'REP_LINK_NOT_FOUND' });
      const rows = rowsForRep(teamRows(whole), decodeURIComponent(member[1]));
      if (!teamRows(whole).length) return json(403, { statusCode: 403, code: 'REP_NOT_A_MANAGER' });
      if (!rows.length) return json(404, { statusCode: 404, code: 'TEAM_MEMBER_NOT_FOUND' });
      return json(200, { email: decodeURIComponent(member[1]), data: rows });
    }
    if (url.pathname !== `/api${repPortal.data.path}`)
      return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' });
    const answer = answers[url.searchParams.get('view_key') ?? ''];
    if (answer instanceof Error) throw answer;
    return answer
      ? json(200, inPieces(answer))
      : json(404, { statusCode: 404, code: 'REP_LINK_NOT_FOUND', message: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  const answers = options.answers ?? (options.data ? { [VIEW_KEY]: options.data } : {});
  const storedKey =
    options.storedKey === undefined ? (options.data ? VIEW_KEY : null) : options.storedKey;
  if (storedKey) localStorage.setItem(VIEW_KEY_STORAGE, storedKey);
  const fetchMock = stubRepKeyDataFetch(answers);
  const store = createRepStore({ local: localStorage, session: sessionStorage });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  if (options.cached && storedKey) {
    queryClient.setQueryData(
      repKeyDataQueryOptions(storedKey).queryKey,
      inPieces(options.cached.data),
      {
        updatedAt: options.cached.updatedAt,
      },
    );
  }

  const utils = render(
    <AppProviders
      queryClient={queryClient}
      store={store}
      persist={options.persist ? createPersistOptions(localStorage) : undefined}
      language={options.language ?? { code: 'en', pack: english }}
      onLanguageChange={onLanguageChosen(localStorage)}
    >
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...utils,
    fetchMock,
    store,
    queryClient,
    /** The router's current pathname. */
    pathname: () => screen.getByTestId('location').textContent,
  };
}
