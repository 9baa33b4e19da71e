import type { MyTeam, TeamHallResult } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import type { SignedIn } from '../../../test/factories';
import { uploadLogo } from '../../files/files-test-support';
import { callAs } from '../projects/projects-test-support';

let sequence = 0;

/** A team created through POST /team/add by `captain`, with a logo they uploaded. */
export async function createdTeam(t: TestApp, captain: SignedIn, name = `Team ${++sequence}-${process.pid}`): Promise<MyTeam> {
  const logo = await uploadLogo(t, captain.token);
  const res = await callAs<MyTeam>(t, captain, 'POST', '/team/add', { name, logo, desc: `${name} 的简介` });
  if (res.status !== 200) throw new Error(`create team failed: ${res.body.errmsg}`);
  return res.body.ret;
}

/** `who` applies to `team` and its captain approves: `who` is a member. */
export async function joinedTeam(t: TestApp, captain: SignedIn, who: SignedIn, team: { id: string }): Promise<void> {
  const applied = await callAs(t, who, 'POST', '/team/apply/join', { teamId: team.id, remark: '想加入' });
  if (applied.status !== 200) throw new Error(`apply failed: ${applied.body.errmsg}`);
  const waiting = await callAs<{ list: { id: string }[] }>(t, captain, 'GET', '/team/apply/next');
  const res = await callAs(t, captain, 'POST', '/team/apply/confirm', { id: waiting.body.ret.list.at(-1)!.id, status: 3 });
  if (res.status !== 200) throw new Error(`approve failed: ${res.body.errmsg}`);
}

export const hall = (t: TestApp, who: SignedIn, body: Record<string, unknown> = {}) => callAs<TeamHallResult>(t, who, 'POST', '/team/public', body);
export const myTeam = (t: TestApp, who: SignedIn) => callAs<MyTeam | null>(t, who, 'GET', '/team/member');
