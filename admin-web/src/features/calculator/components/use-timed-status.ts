import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: status messages stay 3 seconds. */
export const STATUS_MS = 3000;

export interface TimedStatus {
  variant: 'success' | 'error';
  text: string;
}

/** A message that clears itself after `ms`; a newer message restarts the clock. */
export function useTimedStatus(ms = STATUS_MS) {
  const [status, setStatus] = useState<TimedStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (variant: TimedStatus['variant'], text: string) => {
      clearTimeout(timer.current);
      setStatus({ variant, text });
      timer.current = setTimeout(() => setStatus(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(null);
  }, []);
  return [status, show, clear] as const;
}
