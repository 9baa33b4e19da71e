import type { AppContext } from '../context';
import { keptOnEmbedded, type KeptRows } from '../db/kept-rows';
import type { DeadSession, LoadedSession } from './load-session-user';

/** The channel migration 0009's triggers announce changed sessions and users on. */
export const SESSION_ROWS_CHANNEL = 'wardline_session_rows';

/** Each request gets its own copy: a handler changing `request.user` never changes the kept one. */
function copyOf(session: LoadedSession): LoadedSession {
  return { ...session, user: { ...session.user } };
}

/**
 * The session named by `sessionId`, from memory while it is kept, else what `read` finds
 * (kept when live, until its expiry and at most a minute). Dead sessions are never kept.
 */
export async function loadKeptSession(kept: KeptRows<LoadedSession>, sessionId: string, read: () => Promise<LoadedSession | DeadSession>): Promise<LoadedSession | DeadSession> {
  const hit = kept.get(sessionId);
  if (hit) return copyOf(hit);
  const mark = kept.mark();
  const loaded = await read();
  if ('user' in loaded) kept.keep(mark, sessionId, loaded.user.id, copyOf(loaded), loaded.liveUntil);
  return loaded;
}

/**
 * Live sessions and their users kept in memory on the embedded database, so a signed-in
 * request there costs no query (PGlite runs on the server's one thread: the session read
 * was most of a signed-in request's work). Any change to a session or its user, by any
 * code, is announced by the triggers in the same commit, and PGlite hands the notice over
 * before the committing call goes on: a revoked session is refused from that moment, by
 * every app on the database. Null on PostgreSQL (one indexed lookup per request there).
 */
export async function embeddedSessionCache(ctx: Pick<AppContext, 'db' | 'clock'>) {
  // Kept entries age by the application's clock, the one a session's liveness is judged by.
  return keptOnEmbedded<LoadedSession>(ctx.db, SESSION_ROWS_CHANNEL, { now: () => ctx.clock.now().getTime() });
}
