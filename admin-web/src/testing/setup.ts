// Runs before every spec file (admin-web and libs/ui): unmount what a test rendered and forget
// what it stored, so tests never see each other's state.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy pages are transformed on first import; on a loaded 2-core CI machine that can take longer
// than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// Node-environment specs (the catalogue checks) have no window.
const browser = typeof window !== 'undefined';

// jsdom has no scrolling; the router's scroll restoration calls this on every navigation.
if (browser) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  if (!browser) return;
  cleanup();
  localStorage.clear();
});
