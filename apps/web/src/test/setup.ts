import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeContractBreaches } from '../lib/api-client';

// findBy… and waitFor wait for what the screen shows, not for a time: a busy 2-core machine (CI runs
// the workers side by side) can take longer than Testing Library's 1 s default to render a lazy route.
configure({ asyncUtilTimeout: 5000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Globals first: a test may have stubbed localStorage itself.
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  // A mock answer that drifted from its contract fails the test, whatever the screen made of the failed call.
  const [breach] = takeContractBreaches();
  if (breach) throw breach;
});
