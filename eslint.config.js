import tseslint from 'typescript-eslint';
import webLayers from './apps/web/eslint-rules/web-layers.js';

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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@wardline/server', '@wardline/web', '**/apps/**', 'node:*', 'fs', 'path', 'react', 'react-*'], message: 'contract imports zod and nothing of apps/* or of a runtime.' }] },
      ],
    },
  },
  {
    // shared (lib, components, i18n) → features → app, whether an import is written `@/…` or relative.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: { 'web-layers/layers': 'error' },
  },
);
