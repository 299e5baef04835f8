// The rep's question and review calls (X-View-Key), with their query keys and hooks.
import { useQuery } from '@tanstack/react-query';
import { repQuestions } from '@commissionbee/shared/contracts/routes';
import type { QuestionReason } from '@commissionbee/shared/questions';
import { client } from '../api-client';
import * as queryKeys from '../query-keys';

export interface NewQuestion {
  record_id?: number | null;
  pay_date?: string | null;
  reason: QuestionReason;
  expected_amount?: number | null;
  message: string;
  client_id: string;
}

export const askQuestion = (body: NewQuestion) => client.call(repQuestions.ask, { body });
export const replyToQuestion = (id: number, message: string) =>
  client.call(repQuestions.reply, { params: { id }, body: { message } });
export const acceptQuestion = (id: number) => client.call(repQuestions.accept, { params: { id } });
export const reopenQuestion = (id: number, message: string) =>
  client.call(repQuestions.reopen, { params: { id }, body: { message } });
export const reviewPaycheck = (payDate: string) =>
  client.call(repQuestions.review, { body: { pay_date: payDate } });

/** The rep's questions; off in an admin's preview (they are the rep's, not the admin's). */
export function useMyQuestions(viewKey: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.myQuestions.list(viewKey ?? ''),
    queryFn: () => client.call(repQuestions.list),
    enabled: enabled && Boolean(viewKey),
    staleTime: 30_000,
  });
}

export function useMyQuestion(viewKey: string | null, id: number | null) {
  return useQuery({
    queryKey: queryKeys.myQuestions.one(viewKey ?? '', id),
    queryFn: () => client.call(repQuestions.detail, { params: { id: id ?? 0 } }),
    enabled: Boolean(viewKey) && id !== null,
  });
}

export function useMyReviews(viewKey: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.myReviews.list(viewKey ?? ''),
    queryFn: () => client.call(repQuestions.reviews),
    enabled: enabled && Boolean(viewKey),
    staleTime: 30_000,
  });
}
