// Builds the server for `npm start`:
// - dist/main.js: the server and its packages in one JavaScript file, so production runs no
//   TypeScript loader and resolves no module graph at start (measured: half the start-up CPU of
//   leaving the packages in node_modules). Left out, loaded from node_modules: packages that
//   read files beside themselves (PGlite's wasm, argon2's native binary, the captcha's fonts,
//   the API docs' assets) and the S3 SDK, loaded only when S3 is configured.
// - dist/pglite-initial.tar.gz: an embedded database with every migration applied and no
//   data, which the first start on a new data folder unpacks instead of creating a cluster
//   (initdb) and migrating it: seconds saved. Remade only when a migration changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const external = ['@electric-sql/pglite', '@node-rs/argon2', '@napi-rs/canvas', '@fontsource/dejavu-sans', '@fastify/swagger-ui', '@aws-sdk/client-s3', 'pg-native'];
const migrationsFolder = path.join(root, 'migrations');

// The demo seed's fingerprint: its code as bundled (everything it imports) and the migration
// journal. A restart whose database recorded the same one skips the seed (seed/seed-fingerprint.ts).
const seedCode = await build({
  entryPoints: [path.join(root, 'src/seed/seed-demo.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  write: false,
  logLevel: 'warning',
});
const seedFingerprint = createHash('sha256')
  .update(seedCode.outputFiles[0].contents)
  .update(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json')))
  .digest('hex')
  .slice(0, 32);

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  define: { __WARDLINE_SEED_FINGERPRINT__: JSON.stringify(seedFingerprint) },
  // Bundled CommonJS packages call require for Node's own modules: give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');

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
