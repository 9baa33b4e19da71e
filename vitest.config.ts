import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node' as const,
    env,
    // Migrates once per run: a PGlite snapshot or a PostgreSQL template that each file clones.
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    // One module graph per worker instead of one per file: importing the whole server for each
    // file was most of the run. Files share no state but counters (each builds its own app on a
    // database put back to the snapshot), so they need no isolation from one another.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The server suite runs once on embedded PGlite and, when DATABASE_URL is set, once more on PostgreSQL.
// Redis (TEST_REDIS_URL) backs codes and rate limits in the PostgreSQL run only, so the
// database-backed stores are exercised by the PGlite run and the Redis ones by the other.
const serverProjects = [serverProject('server-pglite', { TEST_DB: 'pglite', TEST_REDIS_URL: '' })];
if (process.env.DATABASE_URL) {
  serverProjects.push(serverProject('server-postgres', { TEST_DB: 'postgres', TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? '' }));
}

/**
 * Web test files that each need a module graph of their own: they replace modules (vi.mock), or
 * test what a module decides once per page load (the prompts after a sign-in).
 */
const WEB_FILES_ISOLATED = [
  'src/app/routes.test.tsx',
  'src/features/auth/login-dialog.test.tsx',
  'src/features/auth/login-totp.test.tsx',
  'src/features/trusted-auth/trusted-auth-page.test.tsx',
  'src/features/trusted-auth/pay-auth-page.test.tsx',
  'src/features/achievements/achievements-page.test.tsx',
];

const webProject = (name: string, options: { isolate?: boolean; include?: string[]; exclude?: string[] }) => ({
  plugins: [react()],
  // The web app imports its own modules as `@/…` (apps/web/vite.config.ts); tests resolve them the same way.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    name,
    root: './apps/web',
    include: options.include ?? ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: options.exclude ?? [],
    // Without isolation each worker imports the app, Ant Design and the strings once, not once per
    // file; files share nothing else (the DOM, storage and fetch fake are reset after every test).
    isolate: options.isolate ?? true,
    environment: 'jsdom' as const,
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on these two-core machines,
    // idle whenever its test waits on PostgreSQL, Redis or a loopback server.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      ...serverProjects,
      webProject('web', { isolate: false, exclude: WEB_FILES_ISOLATED }),
      webProject('web-isolated', { include: WEB_FILES_ISOLATED }),
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page on a loaded two-core machine can take seconds to settle; vitest's default poll gives up after one.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
