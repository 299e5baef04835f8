// Sends the waiting questions when the app starts online and whenever the phone comes back online.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as queryKeys from '../../lib/query-keys';

export function OutboxSender({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const send = () => {
      // The outbox's code loads only here (a chunk shared with the ask sheet), not in the first load.
      void import('../../lib/questions/outbox')
        .then(({ flushOutbox }) => flushOutbox())
        .then((sent) => {
          if (sent > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.all });
        });
    };
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [enabled, queryClient]);
  return null;
}
