// Builds the server for `npm start`:
// - dist/main.js: the server in one JavaScript file, so production runs no TypeScript loader.
//   Packages the server depends on stay in node_modules (native argon2, PGlite's wasm, the
//   captcha's fonts); the workspace's contract package, which ships TypeScript, is bundled in.
// - dist/pglite-initial.tar.gz: an embedded database with every migration applied and no
//   data, which the first start on a new data folder unpacks instead of creating a cluster
//   (initdb) and migrating it: seconds saved. Remade only when a migration changed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  // Bundled CommonJS code (if any) may still call require; ESM output has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');

const migrationsFolder = path.join(root, 'migrations');
const snapshot = path.join(root, 'dist/pglite-initial.tar.gz');
const newestMigration = Math.max(...fs.readdirSync(migrationsFolder, { recursive: true }).map((f) => fs.statSync(path.join(migrationsFolder, String(f))).mtimeMs));
if (!fs.existsSync(snapshot) || fs.statSync(snapshot).mtimeMs < newestMigration) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const tar = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  await client.close();
  fs.writeFileSync(snapshot, tar);
  console.log('embedded database built: apps/server/dist/pglite-initial.tar.gz');
}
