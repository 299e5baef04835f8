// GET /bee/ledger.csv with the session's bearer token, saved as CommissionBee-master.csv.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@commissionbee/shared/api-client';
import { BRAND } from '@commissionbee/shared/types';
import { ledger } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import { saveBlob } from '../../../lib/save-blob';

export const MASTER_CSV_FILE_NAME = `${BRAND}-master.csv`;

export async function downloadMasterCsv(): Promise<void> {
  const response = await client.raw(ledger.masterCsv);
  if (!response.ok) {
    throw new ApiError(`API call failed with status ${response.status}`, response.status, null);
  }
  saveBlob(await response.blob(), MASTER_CSV_FILE_NAME);
}

export const useDownloadMasterCsv = () => useMutation({ mutationFn: downloadMasterCsv });
