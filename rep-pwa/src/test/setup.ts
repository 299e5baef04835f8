import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load on demand and are transformed on first import; on a loaded 2-core CI machine (the
// API tests run beside the unit tests) that can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Node-environment specs (the catalogue checks) have no Web Storage.
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
