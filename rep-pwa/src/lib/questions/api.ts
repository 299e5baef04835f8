// The rep's question and review calls (X-View-Key), with their query keys and hooks.
import { useQuery } from '@tanstack/react-query';
import type {
  PaycheckReview,
  QuestionDetail,
  QuestionReason,
  QuestionSummary,
} from '@commissionbee/shared/questions';
import { api } from '../api-client';
import * as queryKeys from '../query-keys';

export interface NewQuestion {
  record_id?: number | null;
  pay_date?: string | null;
  reason: QuestionReason;
  expected_amount?: number | null;
  message: string;
  client_id: string;
}

export const askQuestion = (body: NewQuestion) =>
  api.post<QuestionDetail>('/bee/rep/questions', body);
export const replyToQuestion = (id: number, message: string) =>
  api.post<QuestionDetail>(`/bee/rep/questions/${id}/messages`, { message });
export const acceptQuestion = (id: number) =>
  api.post<QuestionDetail>(`/bee/rep/questions/${id}/accept`);
export const reopenQuestion = (id: number, message: string) =>
  api.post<QuestionDetail>(`/bee/rep/questions/${id}/reopen`, { message });
export const reviewPaycheck = (payDate: string) =>
  api.post<PaycheckReview>('/bee/rep/reviews', { pay_date: payDate });

/** The rep's questions; off in an admin's preview (they are the rep's, not the admin's). */
export function useMyQuestions(viewKey: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.myQuestions.list(viewKey ?? ''),
    queryFn: () => api.getOrThrow<QuestionSummary[]>('/bee/rep/questions'),
    enabled: enabled && Boolean(viewKey),
    staleTime: 30_000,
  });
}

export function useMyQuestion(viewKey: string | null, id: number | null) {
  return useQuery({
    queryKey: queryKeys.myQuestions.one(viewKey ?? '', id),
    queryFn: () => api.getOrThrow<QuestionDetail>(`/bee/rep/questions/${id}`),
    enabled: Boolean(viewKey) && id !== null,
  });
}

export function useMyReviews(viewKey: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.myReviews.list(viewKey ?? ''),
    queryFn: () => api.getOrThrow<PaycheckReview[]>('/bee/rep/reviews'),
    enabled: enabled && Boolean(viewKey),
    staleTime: 30_000,
  });
}
