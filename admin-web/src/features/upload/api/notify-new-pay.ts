// "New pay posted" for an upload: how many reps it would reach (GET /bee/uploads/:id/new-pay),
// sending it (POST /bee/uploads/:id/notify, 202) and following the send to its end.
import { useQuery } from '@tanstack/react-query';
import type { SendProgress } from '@commissionbee/shared/types';
import { mail } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const getNewPayReps = (uploadId: number) =>
  client.call(mail.newPay, { params: { id: uploadId } });

export const useNewPayReps = (uploadId: number | null) =>
  useQuery({
    queryKey: queryKeys.uploads.newPay(uploadId ?? 0),
    queryFn: () => getNewPayReps(uploadId!),
    enabled: uploadId !== null,
  });

export const notifyNewPay = (uploadId: number) =>
  client.call(mail.notify, { params: { id: uploadId } });

/** Resolves once every rep of the send is settled. */
export async function followNotification(id: string): Promise<SendProgress> {
  for (;;) {
    const progress = await client.call(mail.progress, { params: { id } });
    if (progress.state !== 'sending') return progress;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
