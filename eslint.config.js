import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { moduleMockingTests } from './tools/test/module-mocking-tests.mjs';

export default tseslint.config(
  // The demo cmi5 AU's script is a bundle built from content/tools/cmi5-au/au.js.
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'content/demo-cmi5-program/activities/*/au.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.0' } },
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      // Every user-visible text goes through i18n (docs/contributing.md#the-web-app).
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '/', '-', '×', ':', '(', ')', '%', '|'] }],
      // One way to translate: lib/i18n/use-translation.ts shares one `t` among components (#21).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'withTranslation', 'Translation'],
              message: 'Use useTranslation from lib/i18n/use-translation.ts.',
            },
          ],
        },
      ],
      // One table of query keys, so an invalidation never guesses a key's shape.
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: 'Name the key in lib/query-keys.ts (queryKeys).' },
        // One way to write a date: the languages' conventions (« 1er mars ») are kept in one place.
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: 'Use dateTimeFormat from @espace/domain/display/formatters.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  {
    // A browser test waits for what the learner would see, never for a length of time: a fixed wait is
    // too short on a busy machine and too long on an idle one (docs/testing.md#browser-tests). The
    // screen tour is walked by the layout test, so it waits the same way.
    files: ['e2e/**', 'tools/screens/screen-tour.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for what the page shows (expect, expect.poll, toPass), or the page clock for its timers.',
        },
      ],
    },
  },
  {
    // Unit files share their worker's modules (vitest.config.ts): replacing one needs a file of its own.
    files: ['**/*.test.{ts,tsx}'],
    ignores: moduleMockingTests,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Test files share modules: list this file in tools/test/module-mocking-tests.mjs to replace a module, or pass the double in.',
        },
      ],
    },
  },
  {
    files: ['bench/**', 'scripts/**', 'tools/docs/**', 'tools/build/**', 'tools/test/**', 'apps/*/scripts/**', 'apps/api/build.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
