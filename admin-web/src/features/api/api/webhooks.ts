// The webhook endpoints (GET/POST /bee/webhooks, DELETE /bee/webhooks/:id), an endpoint's
// delivery log (GET /bee/webhooks/:id/deliveries) and a replay (POST …/deliveries/:id/replay).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NewWebhookBody,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
} from '@commissionbee/shared/api';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const useWebhooks = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.webhooks.all,
      queryFn: () => api.getOrThrow<WebhookEndpoint[]>('/bee/webhooks'),
    }),
  );

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWebhookBody) => api.post<WebhookEndpointCreated>('/bee/webhooks', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ deleted: true }>(`/bee/webhooks/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export const useDeliveries = (endpointId: number) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.webhooks.deliveries(endpointId),
      queryFn: () => api.getOrThrow<WebhookDelivery[]>(`/bee/webhooks/${endpointId}/deliveries`),
    }),
  );

export function useReplayDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<{ id: string }>(`/bee/webhooks/deliveries/${deliveryId}/replay`),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries(endpointId) }),
  });
}
