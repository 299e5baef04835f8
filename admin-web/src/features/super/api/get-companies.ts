// GET /companies (super users): every company with its features.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@commissionbee/shared/types';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

/** Also invalidated by the super panel when it creates a company. */

export async function getCompanies(): Promise<CompanySummary[]> {
  const answer = await api.getOrThrow<CompanySummary[] | null>('/companies');
  return Array.isArray(answer) ? answer : [];
}

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.companies, queryFn: getCompanies });

export const useCompanies = () => useQuery(companiesQueryOptions());
