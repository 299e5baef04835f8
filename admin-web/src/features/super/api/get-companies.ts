// GET /companies (super users): every company with its features.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@commissionbee/shared/types';
import { companies } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

/** Also invalidated by the super panel when it creates a company. */

export async function getCompanies(): Promise<CompanySummary[]> {
  const answer = await client.call(companies.list);
  return Array.isArray(answer) ? answer : [];
}

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.companies, queryFn: getCompanies });

export const useCompanies = () => useQuery(companiesQueryOptions());
