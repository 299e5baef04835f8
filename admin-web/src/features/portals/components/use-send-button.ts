// The send button's states (spec §4): standby 'Send N Emails' → a calm confirmation → 'Sending Emails..'
// → 'Portal Links Sent!' for 4 seconds → standby; a failure goes back to standby with an error.
// With nobody selected it says what to do instead of offering 'Send 0 Emails' (issue 27).
import { useCallback, useEffect, useRef, useState } from 'react';
import { pluralWord } from '@commissionbee/shared/copy-format';

/** Spec §9: the success message stays 4 seconds. */
export const SEND_SUCCESS_MS = 4000;

export type SendPhase = 'standby' | 'confirm' | 'sending' | 'success';

export const SELECT_REPS_FIRST = 'Select reps to email';
/** The second click's label: a calm question, not a red 'Confirm Send!'. */
export const CONFIRM_SEND = 'Yes, send now';

export function sendButtonLabel(phase: SendPhase, count: number): string {
  switch (phase) {
    case 'confirm':
      return CONFIRM_SEND;
    case 'sending':
      return 'Sending Emails..';
    case 'success':
      return 'Portal Links Sent!';
    default:
      return count === 0 ? SELECT_REPS_FIRST : `Send ${count} ${pluralWord(count, 'Email')}`;
  }
}

interface Options {
  /** How many reps are selected. */
  count: number;
  send: () => Promise<unknown>;
  /** Runs after every attempt, successful or not (the page clears its selection here). */
  onAttempted: () => void;
}

export function useSendButton({ count, send, onAttempted }: Options) {
  const [state, setState] = useState<{ phase: SendPhase; confirmedCount: number }>({
    phase: 'standby',
    confirmedCount: 0,
  });
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  // A confirmation is for the reps selected when it was asked; another selection asks again.
  const phase: SendPhase =
    state.phase === 'confirm' && state.confirmedCount !== count ? 'standby' : state.phase;

  const click = useCallback(() => {
    if (phase === 'standby') {
      if (count === 0) return;
      setFailed(false);
      setState({ phase: 'confirm', confirmedCount: count });
      return;
    }
    if (phase !== 'confirm') return;
    setState({ phase: 'sending', confirmedCount: count });
    send().then(
      () => {
        if (!mounted.current) return;
        setState({ phase: 'success', confirmedCount: 0 });
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => setState({ phase: 'standby', confirmedCount: 0 }),
          SEND_SUCCESS_MS,
        );
        onAttempted();
      },
      () => {
        if (!mounted.current) return;
        setState({ phase: 'standby', confirmedCount: 0 });
        setFailed(true);
        onAttempted();
      },
    );
  }, [phase, count, send, onAttempted]);

  return {
    phase,
    label: sendButtonLabel(phase, count),
    /**
     * The disabled look (spec §4: only with nothing selected). It stays focusable so keyboard
     * users keep their place; clicks while sending or after success are ignored by `click`.
     */
    inactive: phase === 'standby' && count === 0,
    failed,
    dismissError: () => setFailed(false),
    click,
  };
}
