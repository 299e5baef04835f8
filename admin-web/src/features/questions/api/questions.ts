// The admin's question calls: the queue (paged in SQL), one question and its actions, with their
// hooks (the question settings are the settings feature's: api/question-settings.ts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Resolution } from '@commissionbee/shared/questions';
import { questions } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export interface QueueFilter {
  status: 'open' | 'waiting_on_rep' | 'resolved' | 'all';
  overdue: boolean;
  search: string;
  page: number;
}

export function useQuestionQueue(filter: QueueFilter) {
  const query = new URLSearchParams({
    status: filter.status,
    page: String(filter.page),
    ...(filter.overdue ? { overdue: 'true' } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  });
  return useQuery({
    queryKey: queryKeys.questions.queue(filter),
    queryFn: () => client.call(questions.list, { query: Object.fromEntries(query) }),
    placeholderData: keepPreviousData,
  });
}

export function useQuestion(id: number) {
  return useQuery({
    queryKey: queryKeys.questions.one(id),
    queryFn: () => client.call(questions.detail, { params: { id } }),
  });
}

export type QuestionAction =
  | { kind: 'reply'; message: string }
  | { kind: 'request-info'; message: string }
  | {
      kind: 'resolve';
      resolution: Resolution;
      adjusted_pay_date: string | null;
      message: string | null;
    };

export function useQuestionAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: QuestionAction) => {
      if (action.kind === 'reply')
        return client.call(questions.reply, {
          params: { id },
          body: { message: action.message },
        });
      if (action.kind === 'request-info')
        return client.call(questions.requestInfo, {
          params: { id },
          body: { message: action.message },
        });
      const { kind: _kind, ...body } = action;
      return client.call(questions.resolve, { params: { id }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
