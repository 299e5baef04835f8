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

export const webhooksQueryKey = ['webhooks'] as const;

export const useWebhooks = () =>
  useQuery(
    queryOptions({
      queryKey: webhooksQueryKey,
      queryFn: () => api.getOrThrow<WebhookEndpoint[]>('/bee/webhooks'),
    }),
  );

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWebhookBody) => api.post<WebhookEndpointCreated>('/bee/webhooks', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ deleted: true }>(`/bee/webhooks/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export const deliveriesQueryKey = (endpointId: number) =>
  [...webhooksQueryKey, endpointId, 'deliveries'] as const;

export const useDeliveries = (endpointId: number) =>
  useQuery(
    queryOptions({
      queryKey: deliveriesQueryKey(endpointId),
      queryFn: () => api.getOrThrow<WebhookDelivery[]>(`/bee/webhooks/${endpointId}/deliveries`),
    }),
  );

export function useReplayDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<{ id: string }>(`/bee/webhooks/deliveries/${deliveryId}/replay`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(endpointId) }),
  });
}
