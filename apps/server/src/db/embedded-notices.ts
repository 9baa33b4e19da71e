import type { Database } from './client';
import { driverOf } from './hot-query';

/**
 * Listens to `NOTIFY channel` on the embedded database; null on PostgreSQL. PGlite is one
 * session inside this process, and it hands the notifications a transaction raised to
 * their listeners as its COMMIT returns (before the committing code goes on), so a
 * listener here hears every change before the call that made it can answer. The result
 * stops listening.
 */
export async function listenOnEmbedded(db: Database, channel: string, onNotice: (payload: string) => void): Promise<(() => Promise<void>) | null> {
  const driver = driverOf(db);
  if (driver.kind !== 'pglite') return null;
  const unlisten = await driver.client.listen(channel, onNotice);
  // Called with no argument (PGlite's takes an optional transaction). A database closed
  // before the app has no listener left to remove.
  return () => unlisten().catch(() => undefined);
}
