// When to suggest installing the portal (issue 27): from the second visit on (a visit is a new
// browser session), never once installed or dismissed. Android gives its own prompt through
// beforeinstallprompt; iOS Safari has none, so the hint says how.
import { useEffect, useState } from 'react';
import { browserStorage } from '../../lib/storage';

export const VISITS_KEY = 'cb-visits';
export const DISMISSED_KEY = 'cb-install-hint-dismissed';
const COUNTED_KEY = 'cb-visit-counted';

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallWay = { kind: 'prompt'; event: InstallPromptEvent } | { kind: 'ios' } | null;

/** Counts this visit once per session and answers how many visits there have been. */
export function countVisit(local: Storage, session: Storage): number {
  const before = Number(local.getItem(VISITS_KEY)) || 0;
  if (session.getItem(COUNTED_KEY)) return before;
  session.setItem(COUNTED_KEY, '1');
  local.setItem(VISITS_KEY, String(before + 1));
  return before + 1;
}

/** Safari on an iPhone or iPad (not Chrome or Firefox for iOS, which cannot add to the home screen). */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

export function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** How to offer installing right now, or null when the hint should not show. */
export function useInstallHint(): { way: InstallWay; dismiss: () => void } {
  const [local] = useState(() => browserStorage('localStorage'));
  const [visits] = useState(() => countVisit(local, browserStorage('sessionStorage')));
  const [dismissed, setDismissed] = useState(() => local.getItem(DISMISSED_KEY) === '1');
  const [promptEvent, setPromptEvent] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault(); // shown from our hint instead of Chrome's mini-infobar
      setPromptEvent(event as InstallPromptEvent);
    };
    const installed = () => setPromptEvent(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  const dismiss = () => {
    local.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  if (dismissed || visits < 2 || isInstalled()) return { way: null, dismiss };
  if (promptEvent) return { way: { kind: 'prompt', event: promptEvent }, dismiss };
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints))
    return { way: { kind: 'ios' }, dismiss };
  return { way: null, dismiss };
}
