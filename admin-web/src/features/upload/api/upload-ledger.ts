// POST /bee/ledger {data: [records], file_name}: stores the checked records as one upload batch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerRecordInput, UploadAnswer } from '@commissionbee/shared/types';
import { api } from '../../../config/api';
import { uploadsQueryKey } from './get-uploads';

export interface UploadLedgerInput {
  records: LedgerRecordInput[];
  fileName: string | null;
}

/** Resolves only on the spec's success answer (message 'success'); anything else throws. */
export async function uploadLedger({
  records,
  fileName,
}: UploadLedgerInput): Promise<UploadAnswer> {
  const answer = await api.post<UploadAnswer | null>('/bee/ledger', {
    data: records,
    file_name: fileName,
  });
  if (answer?.message !== 'success') throw new Error('The server did not confirm the upload.');
  return { ...answer, newEmails: Array.isArray(answer.newEmails) ? answer.newEmails : [] };
}

export function useUploadLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLedger,
    onSuccess: async () => {
      // The ledger, its pages and the Email Center's reps all change with new rows.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: uploadsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
        queryClient.invalidateQueries({ queryKey: ['portal-reps'] }),
      ]);
    },
  });
}
