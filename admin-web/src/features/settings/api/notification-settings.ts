// GET / PATCH /bee/notification-settings: the company setting "notify reps after every upload".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export interface NotificationSettings {
  notify_after_upload: boolean;
}

export const getNotificationSettings = () => client.call(notifications.settings);

export const useNotificationSettings = () =>
  useQuery(
    queryOptions({ queryKey: queryKeys.notificationSettings, queryFn: getNotificationSettings }),
  );

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      client.call(notifications.setSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings, saved),
  });
}
