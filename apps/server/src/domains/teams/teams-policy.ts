import type { SessionUser } from '../../auth/load-session-user';
import { AppError } from '../../http/app-error';
import type { Refusal } from '../../platform/policy/policy';
import type { TeamRole } from './teams.tables';

/** Where a hacker stands with teams: the team they are in (with their role) and the application they have waiting. */
export type TeamStanding = { membership: { teamId: number; role: TeamRole } | null; pendingTeamId: number | null };

/** Only hackers form and join teams (companies, suppliers and staff are refused). */
export function hackerRefusal(user: Pick<SessionUser, 'role' | 'usertype'>): Refusal {
  return user.role === 'user' && user.usertype === 'hacker' ? null : new AppError('teamHackersOnly');
}

/** Creating a team: not in a team, no application waiting (cancel it first). */
export function createRefusal(standing: TeamStanding): Refusal {
  if (standing.membership) return new AppError('teamAlreadyMember');
  if (standing.pendingTeamId !== null) return new AppError('teamApplicationPending');
  return null;
}

/** Applying: not in a team, and one application at a time. */
export function applyRefusal(standing: TeamStanding): Refusal {
  if (standing.membership) return new AppError('teamAlreadyMember');
  if (standing.pendingTeamId !== null) return new AppError('teamApplicationPending');
  return null;
}

/** Reviewing, editing, naming captains: a captain of the team. */
export function captainRefusal(standing: TeamStanding): Refusal {
  if (!standing.membership) return new AppError('teamNotMember');
  return standing.membership.role === 'captain' ? null : new AppError('teamNotCaptain');
}

/** Reading the team's activity: a member. */
export function memberRefusal(standing: TeamStanding): Refusal {
  return standing.membership ? null : new AppError('teamNotMember');
}

/**
 * Leaving: a member may always; a captain only while another captain remains, or when they
 * are the last member (the team is dissolved) — a team never keeps members without a captain.
 */
export function leaveRefusal(standing: TeamStanding, team: { captains: number; members: number }): Refusal {
  if (!standing.membership) return new AppError('teamNotMember');
  if (standing.membership.role === 'captain' && team.captains === 1 && team.members > 1) return new AppError('teamLastCaptain');
  return null;
}
