// GET /bee/ledger?page=&pageSize=&search=: one page of the ledger, searched and paged on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerPage } from '@commissionbee/shared/types';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const LEDGER_PAGE_SIZE = 10;

export interface LedgerPageParams {
  page: number;
  search: string;
}

export async function getLedgerPage({ page, search }: LedgerPageParams): Promise<LedgerPage> {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(LEDGER_PAGE_SIZE),
    search,
  });
  const answer = await api.getOrThrow<LedgerPage | null>(`/bee/ledger?${query}`);
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
