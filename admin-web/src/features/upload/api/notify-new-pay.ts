// "New pay posted" for an upload: how many reps it would reach (GET /bee/uploads/:id/new-pay),
// sending it (POST /bee/uploads/:id/notify, 202) and following the send to its end.
import { useQuery } from '@tanstack/react-query';
import type { SendProgress, SendStarted } from '@commissionbee/shared/types';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export const getNewPayReps = (uploadId: number) =>
  api.getOrThrow<{ reps: number }>(`/bee/uploads/${uploadId}/new-pay`);

export const useNewPayReps = (uploadId: number | null) =>
  useQuery({
    queryKey: queryKeys.uploads.newPay(uploadId ?? 0),
    queryFn: () => getNewPayReps(uploadId!),
    enabled: uploadId !== null,
  });

export const notifyNewPay = (uploadId: number) =>
  api.post<SendStarted>(`/bee/uploads/${uploadId}/notify`);

/** Resolves once every rep of the send is settled. */
export async function followNotification(id: string): Promise<SendProgress> {
  for (;;) {
    const progress = await api.getOrThrow<SendProgress>(`/mail/sends/${encodeURIComponent(id)}`);
    if (progress.state !== 'sending') return progress;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
