import closeWithGrace from 'close-with-grace';
import { buildApp, startJobs } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir, DataDirLockedError } from './db/data-dir-lock';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from './server-root';
import { AdjustableClock, systemClock } from './platform/clock';
import { seedDemoData } from './seed/seed-demo';
import { SEED_FINGERPRINT } from './seed/seed-fingerprint';
import { usePasswordHashCost } from './crypto/password-hashing';
import { openFileStores } from './files/open-file-stores';
import { unpackDataDir } from './db/unpack-data-dir';

/**
 * The embedded database in the data folder. A new folder starts from the migrated empty
 * database the build made (dist/pglite-initial.tar.gz) instead of a new cluster, so the first
 * start skips initdb and the migrations; without a build (the server run from its sources)
 * PGlite creates the cluster as before.
 */
async function openEmbedded(pgliteDir: string) {
  const snapshot = path.join(SERVER_ROOT, 'dist/pglite-initial.tar.gz');
  if (!fs.existsSync(pgliteDir) && fs.existsSync(snapshot)) unpackDataDir(fs.readFileSync(snapshot), pgliteDir);
  return openDatabase({ pgliteDir });
}

async function main() {
  const config = loadConfig();
  // Before the seed, which hashes the demo accounts' passwords.
  usePasswordHashCost(config.PASSWORD_HASH_COST);
  let releaseLock: (() => void) | null = null;
  if (!config.DATABASE_URL) {
    try {
      releaseLock = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openEmbedded(path.join(config.DATA_DIR, 'pglite'));
  if (config.seedDemo) {
    // The demo certification records carry documents: they go where the app will read them.
    const files = await openFileStores(config);
    try {
      await seedDemoData(database.db, { fieldEncryptionKey: config.FIELD_ENCRYPTION_KEY, files: files.stores, fingerprint: SEED_FINGERPRINT });
    } finally {
      files.close();
    }
  }

  // Outside production the clock can be moved forward (POST /dev/clock) so a journey sees a
  // project's start pass without waiting for it.
  const app = await buildApp({ config, database, clock: config.isProduction ? systemClock : new AdjustableClock(), jobs: 'later' });
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    releaseLock?.();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  // Jobs only once the server answers: recording their schedules wrote to the database on the
  // way to the first answer.
  await startJobs(app);
  if (!config.isProduction) {
    const bar = '!'.repeat(78);
    app.log.warn('development mode: /web/v1/dev/* shows every code sent and demo accounts exist; set NODE_ENV=production for a real deployment');
    console.warn(
      `\n${bar}\n  DEVELOPMENT MODE — NOT FOR REAL USERS\n  The dev outbox (/web/v1/dev/outbox) shows every code sent, and the demo accounts (staff included) use published passwords.\n  Listening on ${config.HOST}${config.ALLOW_DEV_HELPERS_ON_PUBLIC_HOST ? ' (ALLOW_DEV_HELPERS_ON_PUBLIC_HOST=true)' : ''}. Set NODE_ENV=production for a real deployment.\n${bar}\n`,
    );
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
