// POST /mail/rep-portals/ {pay_date, rep_emails}: queues one email per selected rep; 202 {id, total, ignored}.
import { useMutation } from '@tanstack/react-query';
import type { SendStarted } from '@commissionbee/shared/types';
import { api } from '../../../config/api';

export interface SendPortalEmailsInput {
  /** M/D/YYYY (spec §7: today). */
  pay_date: string;
  rep_emails: string[];
}

export async function sendPortalEmails(input: SendPortalEmailsInput): Promise<SendStarted> {
  const result = await api.post<SendStarted | null>('/mail/rep-portals/', input);
  if (!result?.id) throw new Error('The server gave no answer.');
  return result;
}

export const useSendPortalEmails = () => useMutation({ mutationFn: sendPortalEmails });
