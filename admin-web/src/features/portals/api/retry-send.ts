// POST /mail/sends/:id/retry: queues the failed reps of a send again, and only them.
import { mail } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';

export const retrySend = (id: string) => client.call(mail.retry, { params: { id } });
