import type { UserStatusResult } from '@wardline/contract';
import type { UserActor } from '../../../platform/actor';

/**
 * GET /find/userstatus: the status the web app routes by (spec 000 §4), read fresh with
 * the session on this very request. Teams do not exist yet: no pending applications and
 * no team menu until that domain fills these two fields.
 */
export function getUserStatus({ actor }: { actor: UserActor }): UserStatusResult {
  const { user } = actor;
  return { status: user.status, teamApply: 0, teamMenu: false, username: user.nickname, usertype: user.usertype };
}
