// Registers /sw.js with workbox-window (no inline script: the CSP is script-src 'self') and
// remembers when a new version is installed and waiting, for the update prompt.
import { useSyncExternalStore } from 'react';

type ApplyUpdate = () => void;

let applyUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

function setApplyUpdate(next: ApplyUpdate | null) {
  applyUpdate = next;
  listeners.forEach((listener) => listener());
}

const HOUR_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return;

  const register = async () => {
    // Loaded after the page so workbox-window never weighs on the first render.
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      setApplyUpdate(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    const registration = await workbox.register();
    // A portal left open on a phone for days still hears about new versions.
    if (registration) setInterval(() => void registration.update().catch(() => undefined), HOUR_MS);
  };

  const start = () =>
    void register().catch((error: unknown) =>
      console.error('Service worker registration failed', error),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The action that activates a waiting new version and reloads, or null when none waits. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
    () => null,
  );
}

/** For tests: pretend a new version is waiting. */
export function announceWaitingUpdate(apply: ApplyUpdate | null): void {
  setApplyUpdate(apply);
}
