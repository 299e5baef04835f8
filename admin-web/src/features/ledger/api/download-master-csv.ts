// GET /bee/ledger.csv with the session's bearer token, saved as CommissionBee-master.csv.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@commissionbee/shared/api-client';
import { BRAND } from '@commissionbee/shared/types';
import { api } from '../../../config/api';

export const MASTER_CSV_FILE_NAME = `${BRAND}-master.csv`;

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadMasterCsv(): Promise<void> {
  const response = await api.raw('/bee/ledger.csv');
  if (!response.ok) {
    throw new ApiError(`API call failed with status ${response.status}`, response.status, null);
  }
  saveBlob(await response.blob(), MASTER_CSV_FILE_NAME);
}

export const useDownloadMasterCsv = () => useMutation({ mutationFn: downloadMasterCsv });
