// GET / PUT /bee/statement-settings: whether each rep is emailed their statement when a publish
// issues a new revision of it, as a link to their portal or with the PDF attached (issue 31 §4).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statements } from '@commissionbee/shared/contracts/routes';
import type { StatementSettings } from '@commissionbee/shared/contracts/statements';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export function useStatementSettings() {
  return useQuery({
    queryKey: queryKeys.statementSettings,
    queryFn: () => client.call(statements.settings) as Promise<StatementSettings>,
  });
}

export function useSaveStatementSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementSettings) =>
      client.call(statements.setSettings, { body }) as Promise<StatementSettings>,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.statementSettings, saved),
  });
}
