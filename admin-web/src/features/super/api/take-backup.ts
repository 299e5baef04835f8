// POST /super/backups: writes a backup now; answers once the file is complete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backups } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const takeBackup = () => client.call(backups.take);

export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.backups }),
  });
}
