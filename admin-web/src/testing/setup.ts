// Runs before every spec file (admin-web and libs/ui): unmount what a test rendered and forget
// what it stored, so tests never see each other's state.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { retryTiming } from '../app/query-client';

// Lazy pages are transformed on first import; on a loaded 2-core CI machine that can take longer
// than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// A failed query is still retried as in the app, but at once: the retries' 1 s and 2 s waits only
// slowed every error-state spec (and, on a busy machine, outlasted its wait).
retryTiming.delay = () => 0;

// Node-environment specs (the catalogue checks) have no window.
const browser = typeof window !== 'undefined';

// jsdom has no scrolling; the router's scroll restoration calls this on every navigation.
if (browser) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  if (!browser) return;
  cleanup();
  localStorage.clear();
});
