// POST /bee/ledger/preview {data, file_name}: what storing the records would do, stored nowhere.
import { useMutation } from '@tanstack/react-query';
import type {
  LedgerRecordInput,
  ReconcileOptions,
  UploadPreview,
} from '@commissionbee/shared/types';
import { ledger } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import { reconcileQuery } from './reconcile-query';

export interface PreviewUploadInput {
  records: LedgerRecordInput[];
  fileName: string | null;
  options: ReconcileOptions;
}

export async function previewUpload({
  records,
  fileName,
  options,
}: PreviewUploadInput): Promise<UploadPreview> {
  const answer = await client.call(ledger.preview, {
    query: Object.fromEntries(new URLSearchParams(reconcileQuery(options))),
    body: { data: records, file_name: fileName },
  });
  if (!answer?.preview_token) throw new Error('The server did not answer a preview.');
  return answer;
}

export function usePreviewUpload() {
  return useMutation({ mutationFn: previewUpload });
}
