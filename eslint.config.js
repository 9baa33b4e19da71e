import tseslint from 'typescript-eslint';
import webLayers from './apps/web/eslint-rules/web-layers.js';

const contractIsPure = {
  group: ['@wardline/server', '@wardline/web', '**/apps/**', 'node:*', 'fs', 'path', 'react', 'react-*'],
  message: 'contract imports zod and nothing of apps/* or of a runtime.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/migrations/**', 'data/**', 'bench/results/**', '**/.vite/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The contract is pure: zod and itself, nothing of the apps and no runtime of Node or the browser.
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractIsPure] }] },
  },
  {
    // An area's routes are plain data that the web bundles on every page that calls them: its
    // schemas (and zod) stay in the area's *.schemas.ts, imported here as types only.
    files: ['packages/contract/src/api/*.ts'],
    ignores: ['packages/contract/src/api/*.schemas.ts', 'packages/contract/src/api/call-answers.ts', 'packages/contract/src/api/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            contractIsPure,
            { group: ['zod', '../*', '**/*.schemas'], allowTypeImports: true, message: 'Routes carry no schemas: put them in the area\'s *.schemas.ts and import their types only.' },
          ],
        },
      ],
    },
  },
  {
    // shared (lib, components, i18n) → features → app, whether an import is written `@/…` or relative.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: { 'web-layers/layers': 'error' },
  },
  {
    // The app runs react-router's declarative router (app/app.tsx): these need its data router and
    // would fail in the browser while passing under a test's memory data router.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['createBrowserRouter', 'createHashRouter', 'createMemoryRouter', 'RouterProvider', 'useNavigation', 'useBlocker', 'unstable_usePrompt', 'useFetcher', 'useFetchers', 'useLoaderData', 'useActionData', 'useRouteLoaderData', 'useRouteError', 'useMatches', 'useRevalidator', 'useSubmit', 'useFormAction', 'Form', 'ScrollRestoration', 'Await', 'useAsyncValue', 'useAsyncError', 'useViewTransitionState'],
              message: 'Data-router API: the app uses the declarative router (ARCHITECTURE.md, "The web shell"). A page error is read with usePageError() (lib/page-error.ts), page loading with the layouts\' progress bar.',
            },
          ],
        },
      ],
    },
  },
);
