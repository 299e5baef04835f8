// The reps directory calls: GET /bee/reps (paged, searched), GET/PATCH /bee/reps/:email and the
// mapping CSV (POST /bee/reps/mapping), with their query keys and hooks.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepDetail, RepDirectoryPage } from '@commissionbee/shared/activity';
import { api } from '../../../config/api';
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
    queryFn: () => api.getOrThrow<RepDirectoryPage>(`/bee/reps?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export const repPath = (email: string) => `/bee/reps/${encodeURIComponent(email)}`;

export const useRep = (email: string) =>
  useQuery({
    queryKey: queryKeys.reps.one(email),
    queryFn: () => api.getOrThrow<RepDetail>(repPath(email)),
  });

export interface RepProfileChange {
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

export function useUpdateRep(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RepProfileChange) => api.patch<RepDetail>(repPath(email), change),
    onSuccess: (rep) => {
      client.setQueryData(queryKeys.reps.one(email), rep);
      return client.invalidateQueries({ queryKey: queryKeys.reps.pages });
    },
  });
}

export interface MappingAnswer {
  message: string;
  rows: number;
}

export function useUploadMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<MappingAnswer>('/bee/reps/mapping', form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.reps.all }),
  });
}
