// GET /bee/activity (paged and filtered in SQL) and GET /bee/activity.csv, with their query keys
// and hooks; super users also list the companies to choose from (GET /companies).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@commissionbee/shared/api-client';
import type { ActivityPage } from '@commissionbee/shared/activity';
import { activity } from '@commissionbee/shared/contracts/routes';
import { companies } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import { saveBlob } from '../../../lib/save-blob';
import * as queryKeys from '../../../lib/query-keys';

export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityFilter {
  who: string;
  what: string;
  from: string;
  to: string;
  /** Super users only: another company's log. */
  companyId: number | null;
}

function filterParams(filter: ActivityFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.who) query.set('who', filter.who);
  if (filter.what) query.set('what', filter.what);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.companyId) query.set('company_id', String(filter.companyId));
  return query;
}

export function getActivityPage(filter: ActivityFilter, page: number): Promise<ActivityPage> {
  const query = filterParams(filter);
  query.set('page', String(page));
  query.set('pageSize', String(ACTIVITY_PAGE_SIZE));
  return client.call(activity.list, { query: Object.fromEntries(query) });
}

export const useActivityPage = (filter: ActivityFilter, page: number) =>
  useQuery({
    queryKey: queryKeys.activity.page(filter, page),
    queryFn: () => getActivityPage(filter, page),
    placeholderData: keepPreviousData,
  });

export async function downloadActivityCsv(filter: ActivityFilter): Promise<void> {
  const response = await client.raw(activity.csv, {
    query: Object.fromEntries(filterParams(filter)),
  });
  if (!response.ok)
    throw new ApiError(`API call failed with status ${response.status}`, response.status, null);
  saveBlob(await response.blob(), 'commissionbee-activity.csv');
}

export const useDownloadActivityCsv = () => useMutation({ mutationFn: downloadActivityCsv });

export const useCompanyChoices = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.companies,
    queryFn: () => client.call(companies.list),
    enabled,
  });
