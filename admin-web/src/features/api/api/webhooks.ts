// The webhook endpoints (GET/POST /bee/webhooks, DELETE /bee/webhooks/:id), an endpoint's
// delivery log (GET /bee/webhooks/:id/deliveries) and a replay (POST …/deliveries/:id/replay).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewWebhookBody } from '@commissionbee/shared/api';
import { webhooks } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const useWebhooks = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.webhooks.all,
      queryFn: () => client.call(webhooks.list),
    }),
  );

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWebhookBody) => client.call(webhooks.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call(webhooks.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export const useDeliveries = (endpointId: number) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.webhooks.deliveries(endpointId),
      queryFn: () => client.call(webhooks.deliveries, { params: { id: endpointId } }),
    }),
  );

export function useReplayDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      client.call(webhooks.replay, { params: { id: deliveryId } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries(endpointId) }),
  });
}
