// GET/PUT /bee/sso and POST /bee/sso/test: the company's single sign-on settings and "Test sign-in".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoSettingsBody } from '@commissionbee/shared/contracts/sso';
import { sso } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const useSsoSettings = () =>
  useQuery({ queryKey: queryKeys.ssoSettings, queryFn: () => client.call(sso.settings) });

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => client.call(sso.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.ssoSettings, saved),
  });
}

export const useTestSso = () => useMutation({ mutationFn: () => client.call(sso.test) });
