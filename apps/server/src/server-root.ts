import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from wherever this code runs: its TypeScript sources (tsx, tests) or
 * the one bundled file of the production build (dist/main.js). Paths to the migrations,
 * the web build and the default data folder start here, never from a module's own depth.
 */
function findServerRoot(start: string): string {
  let dir = path.dirname(fileURLToPath(start));
  while (!fs.existsSync(path.join(dir, 'migrations', 'meta'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no migrations folder above ${fileURLToPath(start)}`);
    dir = up;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot(import.meta.url);
