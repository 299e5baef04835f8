// DELETE /bee/uploads/:id: removes exactly the rows of one upload batch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/api';
import { uploadsQueryKey } from './get-uploads';

export async function undoUpload(id: number): Promise<{ deleted: number }> {
  const answer = await api.delete<{ deleted: number } | null>(`/bee/uploads/${id}`);
  return { deleted: answer?.deleted ?? 0 };
}

export function useUndoUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoUpload,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: uploadsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
        queryClient.invalidateQueries({ queryKey: ['portal-reps'] }),
      ]);
    },
  });
}
