// POST /mail/rep-portals/ {pay_date, rep_emails}: emails the selected reps their portal links.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/api';
import { portalRepsQueryKey } from './get-portal-reps';

export interface SendPortalEmailsInput {
  /** M/D/YYYY (spec §7: today). */
  pay_date: string;
  rep_emails: string[];
}

export interface SendPortalEmailsResult {
  sent: number;
  failed: { email: string; error: string }[];
  ignored: string[];
}

export async function sendPortalEmails(
  input: SendPortalEmailsInput,
): Promise<SendPortalEmailsResult> {
  const result = await api.post<SendPortalEmailsResult | null>('/mail/rep-portals/', input);
  if (!result) throw new Error('The server gave no answer.');
  // Nothing got through although some were tried: that is a failed send, not a success.
  if (result.sent === 0 && result.failed.length > 0) {
    throw new Error(result.failed[0].error);
  }
  return result;
}

export function useSendPortalEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPortalEmails,
    // Last Emailed changes for whoever got a message, also after a partial failure.
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalRepsQueryKey }),
  });
}
