import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { teamApplications, teamMembers, teams, type TeamRow } from './teams.tables';
import type { TeamStanding } from './teams-policy';

/**
 * A hacker's team and waiting application. `lock` takes the hacker's account row first, so
 * their own team moves (create, apply, cancel) run one at a time.
 */
export async function teamStandingOf(db: Database, userId: number, { lock = false } = {}): Promise<TeamStanding> {
  if (lock) await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [[membership], [pending]] = await Promise.all([
    db.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId)).limit(1),
    db.select({ teamId: teamApplications.teamId }).from(teamApplications).where(and(eq(teamApplications.userId, userId), eq(teamApplications.state, 'pending'))).limit(1),
  ]);
  return { membership: membership ?? null, pendingTeamId: pending?.teamId ?? null };
}

/** A live team by public id, locked when asked (its member moves run one at a time); 404 otherwise. */
export async function liveTeamByPublicId(db: Database, publicId: string, { lock = false } = {}): Promise<TeamRow> {
  const query = db.select().from(teams).where(and(eq(teams.publicId, publicId), eq(teams.state, 'active'))).limit(1);
  const [team] = await (lock ? query.for('update') : query);
  if (!team) throw new AppError('teamNotFound');
  return team;
}

/** The caller's own team, locked: the row every captain's move and every leave starts from. */
export async function lockTeam(db: Database, teamId: number): Promise<TeamRow> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw new AppError('teamNotFound');
  return team;
}

/** How many captains and members a team has now. */
export async function teamHeadcount(db: Database, teamId: number): Promise<{ captains: number; members: number }> {
  const [row] = await db
    .select({ captains: sql<number>`count(*) filter (where ${teamMembers.role} = 'captain')::int`, members: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return { captains: row?.captains ?? 0, members: row?.members ?? 0 };
}
