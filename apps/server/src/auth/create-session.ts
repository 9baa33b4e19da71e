import { SESSION_LIFETIME_MS } from '@wardline/contract';
import type { Database } from '../db/client';
import { sessions } from '../domains/identity/identity.tables';
import { hashOpaqueToken, newOpaqueToken } from './session-token';

export type CreateSessionOptions = {
  userId: number;
  clientIp: string;
  userAgent: string | undefined;
  /** When the session starts: the use case's `ctx.clock.now()` (required, so no caller mixes clocks). */
  at: Date;
};

/**
 * Opens an 8-hour session and returns its bearer token, the only copy there will be.
 * `db` may be a transaction, so the session commits with the change that grants it.
 */
export async function createSession(db: Database, { userId, clientIp, userAgent, at }: CreateSessionOptions): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(sessions).values({
    id: hashOpaqueToken(token),
    userId,
    createdAt: at,
    lastActiveAt: at,
    expiresAt: new Date(at.getTime() + SESSION_LIFETIME_MS),
    clientIp,
    userAgent: (userAgent ?? '').slice(0, 300),
  });
  return token;
}
