// POST /super/backups: writes a backup now; answers once the file is complete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TakenBackup } from '@commissionbee/shared/backups';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const takeBackup = () => api.post<TakenBackup>('/super/backups');

export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.backups }),
  });
}
