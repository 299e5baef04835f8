// Pay runs calls (issue 29): the pay dates with their states, one pay date's detail, the
// transitions (approve, publish, close, reopen) and the review settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayDateDetail,
  PayDateSummary,
  PayDateTransition,
  PayRunSettings,
} from '@commissionbee/shared/pay-runs';
import { payRuns } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const usePayDates = () =>
  useQuery({
    queryKey: queryKeys.payRuns.list,
    queryFn: () => client.call(payRuns.list) as Promise<PayDateSummary[]>,
  });

export const usePayDate = (payDate: string | null) =>
  useQuery({
    queryKey: queryKeys.payRuns.detail(payDate ?? ''),
    queryFn: () =>
      client.call(payRuns.detail, { params: { pay_date: payDate! } }) as Promise<PayDateDetail>,
    enabled: payDate !== null,
  });

export const usePayRunSettings = () =>
  useQuery({
    queryKey: queryKeys.payRuns.settings,
    queryFn: () => client.call(payRuns.settings) as Promise<PayRunSettings>,
  });

export type PayRunAction =
  | { kind: 'approve'; payDate: string }
  | { kind: 'publish'; payDate: string; notify: boolean }
  | { kind: 'close'; payDate: string; confirm: boolean }
  | { kind: 'reopen'; payDate: string; reason: string };

function run(action: PayRunAction): Promise<PayDateTransition> {
  const params = { pay_date: action.payDate };
  switch (action.kind) {
    case 'approve':
      return client.call(payRuns.approve, { params, body: {} }) as Promise<PayDateTransition>;
    case 'publish':
      return client.call(payRuns.publish, {
        params,
        body: { notify: action.notify },
      }) as Promise<PayDateTransition>;
    case 'close':
      return client.call(payRuns.close, {
        params,
        body: { confirm: action.confirm },
      }) as Promise<PayDateTransition>;
    case 'reopen':
      return client.call(payRuns.reopen, {
        params,
        body: { reason: action.reason },
      }) as Promise<PayDateTransition>;
  }
}

export function usePayRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payRuns.all }),
  });
}

/** Publishes several approved pay dates one after the other; answers how many went out. */
export function useBulkPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payDates, notify }: { payDates: string[]; notify: boolean }) => {
      for (const payDate of payDates) await run({ kind: 'publish', payDate, notify });
      return payDates.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payRuns.all }),
  });
}

export function useSavePayRunSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayRunSettings) =>
      client.call(payRuns.setSettings, { body: settings }) as Promise<PayRunSettings>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payRuns.all }),
  });
}
