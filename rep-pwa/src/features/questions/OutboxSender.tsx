// Sends the waiting questions when the app starts online and whenever the phone comes back online.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as queryKeys from '../../lib/query-keys';
import { flushOutbox } from '../../lib/questions/outbox';

export function OutboxSender({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const send = () => {
      void flushOutbox().then((sent) => {
        if (sent > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.all });
      });
    };
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [enabled, queryClient]);
  return null;
}
