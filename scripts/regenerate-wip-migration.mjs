// While several people add tables at once, each regenerates ONE shared work-in-progress
// migration from the whole schema instead of numbering their own: no clashes. Migrations
// already committed are never touched. Usage: node scripts/regenerate-wip-migration.mjs [name]
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'apps/server/migrations');
const name = process.argv[2] ?? 'wip';
const landed = new Set(
  execSync('git ls-files apps/server/migrations', { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.sql'))
    .map((f) => path.basename(f, '.sql')),
);
const journalPath = path.join(dir, 'meta/_journal.json');
const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
for (const entry of journal.entries.filter((e) => !landed.has(e.tag))) {
  fs.rmSync(path.join(dir, `${entry.tag}.sql`), { force: true });
  fs.rmSync(path.join(dir, `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`), { force: true });
}
journal.entries = journal.entries.filter((e) => landed.has(e.tag));
fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
execSync(`npx drizzle-kit generate --name ${name}`, { cwd: path.join(dir, '..'), stdio: 'inherit' });
