// House lint rules (issue 16 A.3): typescript-eslint's strict type-checked set, plus React hooks and jsx-a11y for
// the web app. `npm run lint` fails on any warning (--max-warnings 0), so every rule here is either on or off.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { moduleWalls } from './eslint/moduleWalls.mjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.reports/**', 'test-results*/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers in messages and SQL fragments are the common, harmless case (`${count} files`); objects,
      // undefined and null in a template still are bugs ('[object Object]', 'undefined').
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `_name` marks a parameter a signature needs but the body does not (Fastify hooks, callbacks).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Fastify plugins are async functions by contract (a plugin without `done` must return a promise), and
      // interface methods that return promises are written `async` even when one implementation needs no await.
      // The rules that catch real promise bugs (no-floating-promises, no-misused-promises) stay on.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.stringMatching, expect.objectContaining) are typed `any`
    // so they fit any expected shape; placing one in an expected object is what they are for.
    files: ['**/test/**/*.ts'],
    // no-unnecessary-condition: a test's `let app: App` is assigned in beforeAll and closed with `app?.close()`
    // in afterAll, which must not throw when beforeAll failed; and loops wait on flags set by callbacks, which the
    // type checker cannot see change.
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
  {
    // The build and run scripts and the config files outside any tsconfig are plain Node programs: checked with
    // the rules that need no type information.
    files: ['**/*.mjs', '**/*.js', '**/*.d.mts', '**/vitest.config.ts', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  // A server module reads another module's tables only through that module's service (ADR 0047).
  ...moduleWalls(),
  {
    // incompatible-library warns that react-hook-form's `watch()` cannot be memoised by the React Compiler. The web
    // app is not compiled with it (vite.config.ts has no compiler plugin), so there is nothing to go stale; turn the
    // rule back on, and move those reads to `useWatch`, in the change that adopts the compiler.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
);
