// ledger.read with ?page=&pageSize=&search=&pay_date=&rep=&status=&sort=: one page of the ledger,
// filtered, searched, sorted and paged on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_LEDGER_PAGE_SIZE, type LedgerSort } from '@commissionbee/shared/ledger-query';
import type { LedgerPage, PayStatus } from '@commissionbee/shared/types';
import { ledger } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const LEDGER_PAGE_SIZE = DEFAULT_LEDGER_PAGE_SIZE;

export interface LedgerFilters {
  /** YYYY-MM-DD, or '' for every pay date. */
  pay_date: string;
  /** A rep's email, or '' for every rep. */
  rep: string;
  status: PayStatus | '';
}

export const NO_FILTERS: LedgerFilters = { pay_date: '', rep: '', status: '' };

export interface LedgerPageParams {
  page: number;
  search: string;
  pageSize?: number;
  sort?: LedgerSort;
  filters?: LedgerFilters;
}

/** The query string: the spec's three parameters always, the others only when set. */
export function ledgerQuery({
  page,
  search,
  pageSize = LEDGER_PAGE_SIZE,
  sort = '-date',
  filters = NO_FILTERS,
}: LedgerPageParams): URLSearchParams {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), search });
  if (sort !== '-date') query.set('sort', sort);
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query;
}

export async function getLedgerPage(params: LedgerPageParams): Promise<LedgerPage> {
  // With paging parameters the route answers a page (without, the whole ledger as an array).
  const answer = (await client.call(ledger.read, {
    query: Object.fromEntries(ledgerQuery(params)),
  })) as LedgerPage | null;
  return answer && Array.isArray(answer.rows) ? answer : { rows: [], total: 0, page: 1, pages: 1 };
}

export const ledgerPageQueryOptions = (params: LedgerPageParams) =>
  queryOptions({
    // Below queryKeys.ledger.all, so an upload or an undo refreshes every page.
    queryKey: queryKeys.ledger.page(params),
    queryFn: () => getLedgerPage(params),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useLedgerPage = (params: LedgerPageParams) => useQuery(ledgerPageQueryOptions(params));
