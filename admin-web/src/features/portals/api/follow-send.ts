// GET /mail/sends/:id: a send's progress, read until every rep is settled (the queue sends them).
import type { SendProgress } from '@commissionbee/shared/types';
import { mail } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';

export const SEND_POLL_MS = 500;

export const getSendProgress = (id: string) => client.call(mail.progress, { params: { id } });

/** Calls `onProgress` with each new reading and resolves with the settled send. */
export async function followSend(
  id: string,
  onProgress: (progress: SendProgress) => void,
  isCancelled: () => boolean = () => false,
): Promise<SendProgress> {
  for (;;) {
    const progress = await getSendProgress(id);
    onProgress(progress);
    if (progress.state !== 'sending' || isCancelled()) return progress;
    await new Promise((resolve) => setTimeout(resolve, SEND_POLL_MS));
  }
}
