import { SESSION_LIFETIME_MS } from '@wardline/contract';
import type { Database } from '../db/client';
import { sessions } from '../domains/identity/identity.tables';
import { hashOpaqueToken, newOpaqueToken } from './session-token';

export type CreateSessionOptions = { userId: number; clientIp: string; userAgent: string | undefined };

/**
 * Opens an 8-hour session and returns its bearer token, the only copy there will be.
 * The user's long-expired rows are swept on the way, so the table does not grow forever.
 */
export async function createSession(db: Database, { userId, clientIp, userAgent }: CreateSessionOptions): Promise<string> {
  const token = newOpaqueToken();
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashOpaqueToken(token),
    userId,
    expiresAt: new Date(now + SESSION_LIFETIME_MS),
    clientIp,
    userAgent: (userAgent ?? '').slice(0, 300),
  });
  return token;
}
