// GET /companies (super users): every company with its features.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@commissionbee/shared/types';
import { api } from '../../../config/api';

/** Also invalidated by the super panel when it creates a company. */
export const companiesQueryKey = ['companies'] as const;

export async function getCompanies(): Promise<CompanySummary[]> {
  const answer = await api.getOrThrow<CompanySummary[] | null>('/companies');
  return Array.isArray(answer) ? answer : [];
}

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: companiesQueryKey, queryFn: getCompanies });

export const useCompanies = () => useQuery(companiesQueryOptions());
