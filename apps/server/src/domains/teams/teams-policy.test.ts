import { describe, expect, it } from 'vitest';
import type { AppError } from '../../http/app-error';
import { applyRefusal, captainRefusal, createRefusal, hackerRefusal, leaveRefusal, memberRefusal, type TeamStanding } from './teams-policy';

const outsider: TeamStanding = { membership: null, pendingTeamId: null };
const applicant: TeamStanding = { membership: null, pendingTeamId: 7 };
const member: TeamStanding = { membership: { teamId: 7, role: 'member' }, pendingTeamId: null };
const captain: TeamStanding = { membership: { teamId: 7, role: 'captain' }, pendingTeamId: null };
const key = (refusal: AppError | null) => refusal?.key ?? 'allowed';

describe('team policy: who may do what with teams (issue 11 §3)', () => {
  it('lets hackers only take part', () => {
    expect(key(hackerRefusal({ role: 'user', usertype: 'hacker' }))).toBe('allowed');
    for (const who of [{ role: 'user', usertype: 'company' }, { role: 'user', usertype: 'supplier' }, { role: 'staff', usertype: null }] as const) expect(key(hackerRefusal(who))).toBe('teamHackersOnly');
  });

  it.each([
    ['create', createRefusal, ['allowed', 'teamApplicationPending', 'teamAlreadyMember', 'teamAlreadyMember']],
    ['apply', applyRefusal, ['allowed', 'teamApplicationPending', 'teamAlreadyMember', 'teamAlreadyMember']],
    ['review, edit, name captains', captainRefusal, ['teamNotMember', 'teamNotMember', 'teamNotCaptain', 'allowed']],
    ['read the activity', memberRefusal, ['teamNotMember', 'teamNotMember', 'allowed', 'allowed']],
  ] as const)('%s: outsider, applicant, member, captain', (_, rule, expected) => {
    expect([outsider, applicant, member, captain].map((s) => key(rule(s)))).toEqual(expected);
  });

  it('lets a member leave always, a captain only with another captain or as the last member', () => {
    expect(key(leaveRefusal(outsider, { captains: 1, members: 2 }))).toBe('teamNotMember');
    expect(key(leaveRefusal(member, { captains: 1, members: 2 }))).toBe('allowed');
    expect(key(leaveRefusal(captain, { captains: 1, members: 2 }))).toBe('teamLastCaptain');
    expect(key(leaveRefusal(captain, { captains: 2, members: 2 }))).toBe('allowed');
    expect(key(leaveRefusal(captain, { captains: 1, members: 1 }))).toBe('allowed');
  });
});
