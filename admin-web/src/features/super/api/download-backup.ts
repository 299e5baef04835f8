// GET /super/backups/:name with the session's bearer token, saved under the backup's own name.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@commissionbee/shared/api-client';
import { backups } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import { saveBlob } from '../../../lib/save-blob';

export async function downloadBackup(name: string): Promise<void> {
  const response = await client.raw(backups.download, { params: { name } });
  if (!response.ok) {
    throw new ApiError(`API call failed with status ${response.status}`, response.status, null);
  }
  saveBlob(await response.blob(), name);
}

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
