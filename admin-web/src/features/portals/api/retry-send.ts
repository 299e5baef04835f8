// POST /mail/sends/:id/retry: queues the failed reps of a send again, and only them.
import type { SendStarted } from '@commissionbee/shared/types';
import { api } from '../../../config/api';

export const retrySend = (id: string) =>
  api.post<SendStarted>(`/mail/sends/${encodeURIComponent(id)}/retry`);
