// GET/POST /bee/api-tokens and DELETE /bee/api-tokens/:id: the company's API tokens.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewApiTokenBody } from '@commissionbee/shared/api';
import { apiTokens } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const getApiTokens = () => client.call(apiTokens.list);

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apiTokens, queryFn: getApiTokens });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());

export const createApiToken = (body: NewApiTokenBody) => client.call(apiTokens.create, { body });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}

export const revokeApiToken = (id: number) => client.call(apiTokens.revoke, { params: { id } });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
