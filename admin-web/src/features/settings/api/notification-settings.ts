// GET / PATCH /bee/notification-settings: the company setting "notify reps after every upload".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export interface NotificationSettings {
  notify_after_upload: boolean;
}

export const getNotificationSettings = () =>
  api.getOrThrow<NotificationSettings>('/bee/notification-settings');

export const useNotificationSettings = () =>
  useQuery(
    queryOptions({ queryKey: queryKeys.notificationSettings, queryFn: getNotificationSettings }),
  );

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.patch<NotificationSettings>('/bee/notification-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings, saved),
  });
}
