import type { UserStatusResult } from '@wardline/contract';
import type { Database } from '../../../db/client';
import type { UserActor } from '../../../platform/actor';
import { readTeamStatus } from '../../teams/get-my-team';

/**
 * GET /find/userstatus: the status the web app routes by (spec 000 §4), read fresh with
 * the session on this very request, and the team menu (shown to members) with its dot
 * (applications a captain has to review).
 */
export async function getUserStatus({ db, actor }: { db: Database; actor: UserActor }): Promise<UserStatusResult> {
  const { user } = actor;
  const team = user.usertype === 'hacker' ? await readTeamStatus(db, user.id) : { teamMenu: false, teamApply: 0 };
  return { status: user.status, ...team, username: user.nickname, usertype: user.usertype };
}
