import tseslint from 'typescript-eslint';

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
    // Features do not import each other: shared code lives in components/, lib/ or contract.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../features/*', '@/features/*'], message: 'A feature may not import another feature.' }] }],
    },
  },
);
