// mail.send {pay_date, rep_emails}: queues one email per selected rep; 202 {id, total, ignored}.
import { useMutation } from '@tanstack/react-query';
import type { SendStarted } from '@commissionbee/shared/types';
import { pathOf } from '@commissionbee/shared/contracts/client';
import { mail } from '@commissionbee/shared/contracts/routes';
import { api } from '../../../config/api';

export interface SendPortalEmailsInput {
  /** M/D/YYYY (spec §7: today). */
  pay_date: string;
  rep_emails: string[];
}

export async function sendPortalEmails(input: SendPortalEmailsInput): Promise<SendStarted> {
  // Spec §7 spells this call with a trailing slash; the route answers both spellings.
  const result = await api.post<SendStarted | null>(`${pathOf(mail.send)}/`, input);
  if (!result?.id) throw new Error('The server gave no answer.');
  return result;
}

export const useSendPortalEmails = () => useMutation({ mutationFn: sendPortalEmails });
