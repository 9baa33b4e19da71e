import type { Locale, LoginResult } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { createSession } from '../../../auth/create-session';
import type { UserRow } from '../users/find-user';

/** The browser a request came from; `locale` is the language a new account is created in. */
export type ClientInfo = {
  clientIp: string;
  userAgent: string | undefined;
  locale?: Locale;
  /** The browser's third-party sign-in cookie (see third-party/browser-binding.ts), when it sent one. */
  browser?: string | null;
};

/**
 * Opens a session for a user who proved who they are, and answers what the web app stores
 * (spec 000 §3). `at` is the use case's `ctx.clock.now()`.
 */
export async function openSession(db: Database, user: UserRow, client: ClientInfo, at: Date): Promise<LoginResult> {
  const token = await createSession(db, { userId: user.id, clientIp: client.clientIp, userAgent: client.userAgent, at });
  return {
    token,
    usertype: user.usertype,
    username: user.nickname,
    userStatus: user.status,
    // The spec lists both names; clients read userStatus, older ones userState.
    userState: user.status,
    logo: user.logo,
  };
}
