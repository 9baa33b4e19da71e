import { declareCalls } from './define-call';
import type { teamsSchemas } from './teams.schemas';

const tag = 'teams';

/**
 * Teams (spec 001 §2 team hall and my team, §4, §7). A hacker is in one team at most and has
 * one application waiting at most; captains review applications (3 approved, 2 rejected),
 * edit the team and name other captains; the last captain of a team with other members
 * cannot leave; the last member leaving dissolves the team. Payloads the spec does not show
 * are designed in `schemas/teams.ts`; every call needs a session (the hall too).
 */
export const teamsApi = declareCalls<typeof teamsSchemas>()({
  hall: { method: 'POST', path: '/team/public', access: 'user', tag, summary: 'The team hall: live teams, newest first, by name (limit, offset, name); each card with the caller’s status (0 not joined, 1 applying, 3 my team).' },
  create: { method: 'POST', path: '/team/add', access: 'user', tag, summary: 'Creates a team (name, logo, desc) with the caller as its captain; refused in a team or with an application waiting.', success: 'teamCreated' },
  join: { method: 'POST', path: '/team/apply/join', access: 'user', tag, summary: 'Applies to join a team (teamId, remark); its captains are told. One application waits at a time.', success: 'teamApplied' },
  cancel: { method: 'POST', path: '/team/apply/delete', access: 'user', tag, summary: 'Cancels the caller’s application to a team (teamId).', success: 'teamApplicationCancelled' },
  rule: { method: 'GET', path: '/team/rule', access: 'user', tag, summary: 'The team point rules, in the caller’s language.' },
  applications: { method: 'GET', path: '/team/apply/next', access: 'user', tag, summary: 'Captains: the applications waiting for review, oldest first (id, nickname, remark).' },
  review: { method: 'POST', path: '/team/apply/confirm', access: 'user', tag, summary: 'Captains: decides an application (id, status 3 approved or 2 rejected); the applicant is told.', success: 'reviewed' },
  member: { method: 'GET', path: '/team/member', access: 'user', tag, summary: 'The caller’s team with its members, rank, points and applyCount; null outside a team.' },
  edit: { method: 'POST', path: '/team/edit', access: 'user', tag, summary: 'Captains: changes the team’s name, logo and desc.', success: 'saved' },
  exit: { method: 'POST', path: '/team/exit', access: 'user', tag, summary: 'Leaves the team. The last captain must name another first; the last member dissolves it.', success: 'teamQuit' },
  captain: { method: 'POST', path: '/team/member/captain', access: 'user', tag, summary: 'Captains: makes a member (userId) a captain too, so a captain can hand the team over before leaving.', success: 'saved' },
  rankDynamics: { method: 'POST', path: '/team/rankDynamics', access: 'user', tag, summary: 'Members: the points members earned for the team, newest first (offset, limit; list of time, userName, content).' },
  memberDynamics: { method: 'POST', path: '/team/memberDynamics', access: 'user', tag, summary: 'Members: who joined, left or became captain, newest first (offset, limit).' },
});
