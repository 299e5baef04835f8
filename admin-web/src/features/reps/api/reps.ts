// The reps directory calls: GET /bee/reps (paged, searched), GET/PATCH /bee/reps/:email and the
// mapping CSV (POST /bee/reps/mapping), with their query keys and hooks.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reps } from '@commissionbee/shared/contracts/routes';
import type { Language } from '@commissionbee/shared/i18n/languages';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const REPS_PAGE_SIZE = 25;

export interface RepsFilter {
  search: string;
  missingId: boolean;
  page: number;
}

export function useRepsPage(filter: RepsFilter) {
  const query = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(REPS_PAGE_SIZE),
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.missingId ? { missing_id: 'true' } : {}),
  });
  return useQuery({
    queryKey: queryKeys.reps.page(filter),
    queryFn: () => client.call(reps.list, { query: Object.fromEntries(query) }),
    placeholderData: keepPreviousData,
  });
}

/** The rep's page in this app (a screen, not an API call). */
export const repPath = (email: string) => `/bee/reps/${encodeURIComponent(email)}`;

export const useRep = (email: string) =>
  useQuery({
    queryKey: queryKeys.reps.one(email),
    queryFn: () => client.call(reps.detail, { params: { email } }),
  });

export interface RepProfileChange {
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

export function useUpdateRep(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RepProfileChange) =>
      client.call(reps.update, { params: { email }, body: change }),
    onSuccess: (rep) => {
      queryClient.setQueryData(queryKeys.reps.one(email), rep);
      return queryClient.invalidateQueries({ queryKey: queryKeys.reps.pages });
    },
  });
}

/** The language an admin sets for the rep (null: the company's default). */
export function useSetRepLanguage(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language | null) =>
      client.call(reps.update, { params: { email }, body: { language } }),
    onSuccess: (rep) => {
      queryClient.setQueryData(queryKeys.reps.one(email), rep);
      return queryClient.invalidateQueries({ queryKey: queryKeys.reps.pages });
    },
  });
}

export interface MappingAnswer {
  message: string;
  rows: number;
}

export function useUploadMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return client.call(reps.mapping, { body: form }) as Promise<MappingAnswer>;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reps.all }),
  });
}
