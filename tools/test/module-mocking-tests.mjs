// The test files that replace a module with `vi.mock`. The other unit files share their worker's
// modules (`isolate: false` in vitest.config.ts), where a module another file imported first is
// already the real one: these run in modules of their own (the `unit:web:mocking` project), and
// ESLint refuses `vi.mock` anywhere else. Paths are relative to the repository.
export const moduleMockingTests = [
  'apps/web/src/components/viewers/pdf-viewer.test.tsx',
  'apps/web/src/components/lesson-content/lesson-content.a11y.test.tsx',
  'apps/web/src/components/lesson-content/rows/media-rows.test.tsx',
];
