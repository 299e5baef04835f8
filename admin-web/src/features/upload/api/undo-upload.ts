// DELETE /bee/uploads/:id: removes the rows one upload batch added and puts back what it replaced
// (409 with the later uploads to undo first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploads } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';
import * as queryKeys from '../../../lib/query-keys';

export async function undoUpload(id: number): Promise<{ deleted: number; restored: number }> {
  const answer = await client.call(uploads.undo, { params: { id } });
  return { deleted: answer?.deleted ?? 0, restored: answer?.restored ?? 0 };
}

export function useUndoUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoUpload,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.uploads.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ledger.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portalReps }),
      ]);
    },
  });
}
