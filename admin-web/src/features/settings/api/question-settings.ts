// GET / PATCH /bee/question-settings: the company's answer time and the admin's question emails.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionSettings } from '@commissionbee/shared/questions';
import { questions } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export function useQuestionSettings() {
  return useQuery({
    queryKey: queryKeys.questions.settings,
    queryFn: () => client.call(questions.settings),
  });
}

export function useSaveQuestionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<QuestionSettings>) => client.call(questions.setSettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
