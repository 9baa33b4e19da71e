// `npm start` builds the web app and the server only when one of their sources is newer
// than the last build, so a restart on a built tree starts in about a second while a
// fresh clone still gets its build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const targets = [
  {
    name: 'web app',
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'packages/contract/src', 'package-lock.json'],
    command: 'npm run build -w @wardline/web',
  },
  {
    name: 'server',
    built: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/migrations', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/contract/src', 'package-lock.json'],
    command: 'npm run build -w @wardline/server',
  },
];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

for (const target of targets) {
  const builtPath = path.join(root, target.built);
  const builtAt = fs.existsSync(builtPath) ? fs.statSync(builtPath).mtimeMs : 0;
  if (builtAt === 0 || target.sources.some((s) => newest(s) > builtAt)) {
    execSync(target.command, { cwd: root, stdio: 'inherit' });
  } else {
    console.log(`${target.name} is up to date: skipping the build`);
  }
}
