// GET/POST /bee/api-tokens and DELETE /bee/api-tokens/:id: the company's API tokens.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenCreated, NewApiTokenBody } from '@commissionbee/shared/api';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const getApiTokens = () => api.getOrThrow<ApiToken[]>('/bee/api-tokens');

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apiTokens, queryFn: getApiTokens });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());

export const createApiToken = (body: NewApiTokenBody) =>
  api.post<ApiTokenCreated>('/bee/api-tokens', body);

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}

export const revokeApiToken = (id: number) =>
  api.delete<{ revoked: true }>(`/bee/api-tokens/${id}`);

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
