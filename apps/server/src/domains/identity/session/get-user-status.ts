import type { z } from 'zod';
import type { userStatusResult } from '@wardline/contract';
import type { SessionUser } from '../../../auth/load-session-user';

export type UserStatusResult = z.infer<typeof userStatusResult>;

/**
 * GET /find/userstatus: the status the web app routes by (spec 000 §4), read fresh with
 * the session on this very request. Teams do not exist yet: no pending applications and
 * no team menu until that domain fills these two fields.
 */
export function getUserStatus(user: SessionUser): UserStatusResult {
  return { status: user.status, teamApply: 0, teamMenu: false, username: user.nickname, usertype: user.usertype };
}
