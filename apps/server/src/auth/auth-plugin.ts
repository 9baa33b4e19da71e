import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { loadSessionUser, type SessionUser } from './load-session-user';
import { embeddedSessionCache, loadKeptSession } from './session-cache';
import { hashOpaqueToken, tokenFromAuthorization } from './session-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (no, expired, revoked or disabled session). */
    user: SessionUser | null;
    /** Hash of the presented session token when it named a live session; sign-out revokes it. */
    sessionId: string | null;
    /** Set when the presented token's account has been disabled: the 401 then says so. */
    accountDisabled: boolean;
  }
}

/**
 * Resolves the `Authorization` header into `request.user` on every API request, before
 * body validation, so a route guarded by `requireUser` answers 401 before it answers 400.
 * Requests without a token, and public-cache calls, cost no query; on the embedded
 * database a live session is read once and then kept (`embeddedSessionCache`).
 */
export const authPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('accountDisabled', false);
    // On the embedded database live sessions are kept in memory (auth/session-cache.ts).
    const embedded = await embeddedSessionCache(ctx);
    if (embedded) app.addHook('onClose', () => embedded.stop());
    const load = embedded
      ? (sessionId: string) => loadKeptSession(embedded.rows, sessionId, () => loadSessionUser(ctx, sessionId))
      : (sessionId: string) => loadSessionUser(ctx, sessionId);
    app.addHook('onRequest', async (request) => {
      // A public-cache answer is the same for everyone: who is asking does not matter.
      if (request.routeOptions.config.publicCache) return;
      const token = tokenFromAuthorization(request.headers.authorization);
      if (!token) return;
      const loaded = await load(hashOpaqueToken(token));
      if ('ended' in loaded) {
        request.accountDisabled = loaded.ended === 'disabled';
        return;
      }
      request.user = loaded.user;
      request.sessionId = loaded.sessionId;
    });
  },
  { name: 'wardline-auth' },
);
