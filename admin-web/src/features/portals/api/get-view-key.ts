// GET /bee/view-keys/?email=: a rep's current view key, for the admin's preview of their portal.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export async function getViewKey(email: string): Promise<string> {
  const answer = await api.getOrThrow<{ view_key?: string } | null>(
    `/bee/view-keys/?email=${encodeURIComponent(email)}`,
  );
  if (!answer?.view_key) throw new Error(`No view key for ${email}`);
  return answer.view_key;
}

/** Always asked afresh: a key may have been rotated in another tab. */
export const viewKeyQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.viewKey(email),
    queryFn: () => getViewKey(email),
    staleTime: 0,
  });
