// POST /bee/ledger {data: [records], file_name}: stores the checked records as one upload batch,
// exactly as previewed (the preview's token; 409 when the ledger changed since).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '@commissionbee/shared/api-client';
import {
  DEFAULT_RECONCILE_OPTIONS,
  type LedgerRecordInput,
  type ReconcileOptions,
  type UploadAnswer,
} from '@commissionbee/shared/types';
import { ledger } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import { reconcileQuery } from './reconcile-query';
import * as queryKeys from '../../../lib/query-keys';

export interface UploadLedgerInput {
  records: LedgerRecordInput[];
  fileName: string | null;
  options?: ReconcileOptions;
  previewToken?: string;
}

/** The commit found the ledger changed since the preview: review the upload again. */
export function isLedgerChanged(error: unknown): boolean {
  return hasErrorCode(error, 'LEDGER_PREVIEW_STALE');
}

/** Resolves only on the spec's success answer (message 'success'); anything else throws. */
export async function uploadLedger({
  records,
  fileName,
  options = DEFAULT_RECONCILE_OPTIONS,
  previewToken,
}: UploadLedgerInput): Promise<UploadAnswer> {
  const answer = await client.call(ledger.upload, {
    query: Object.fromEntries(new URLSearchParams(reconcileQuery(options, previewToken))),
    body: { data: records, file_name: fileName },
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
        queryClient.invalidateQueries({ queryKey: queryKeys.uploads.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ledger.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portalReps }),
      ]);
    },
  });
}
