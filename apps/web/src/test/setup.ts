import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Globals first: a test may have stubbed localStorage itself.
  vi.unstubAllGlobals();
  localStorage.clear();
  vi.restoreAllMocks();
});
