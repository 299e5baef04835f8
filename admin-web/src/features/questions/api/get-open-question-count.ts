// GET /bee/questions?status=open: the sidebar's count of open questions, apart from the queue's
// calls so the app shell loads only this one.
import { useQuery } from '@tanstack/react-query';
import { questions } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

/** `enabled` is false for a standard user, who may not list questions (403). */
export function useOpenQuestionCount(enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.questions.openCount,
    queryFn: async () =>
      (await client.call(questions.list, { query: { status: 'open', pageSize: 1 } })).open,
    refetchInterval: 60_000,
  });
}
