import { and, eq, sql } from 'drizzle-orm';
import { ALL_TIME_START, chinaCalendarOf, personLevelForPoints, pointsForReport, POINTS_WEIGHT_CAP } from '@wardline/contract';
import type { AppContext } from '../../context';
import { recordEvent } from '../../platform/events/event-bus';
import { inTransaction } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { bugs } from '../bugs/bugs.tables';
import { projectHoleLevels } from '../projects/projects.tables';
import { teamMembers } from '../teams/teams.tables';
import { pointAwards, pointTotals, type PointAwardRow } from './reputation.tables';
import { rightsLevelOf } from './rights-levels';
import { pointsAwarded } from './reputation.events';

/** A level counts as critical when it is the default critical level or weighs as much (the cap). */
export function isCriticalLevel(holeCode: string, weight: number): boolean {
  return holeCode === 'urgent' || weight >= POINTS_WEIGHT_CAP;
}

export type ReportEnd = { bugId: number; endedAt: Date; title: string; holeNumber: string; bugPublicId: string };

/**
 * Issues the points of a report that reached `end` (BRIEF §4): its final level's weight
 * (arbitration's grade, else the company's), capped at 40, times 1.2 when the reporter holds
 * V2 or V3 in the year of the end (China time), to the reporter and the team they are in.
 * A report closed as not passed (`waitperfect`) earns nothing. The award's unique key
 * (report, reason) makes a second delivery of the same end — even at the same moment — insert
 * nothing and do nothing more; in the same transaction the period totals follow (trigger),
 * the person level rises with the all-time total, and `points.awarded` is recorded.
 */
export async function awardReportPoints(ctx: AppContext, end: ReportEnd): Promise<PointAwardRow | null> {
  return inTransaction(ctx, async (tx) => {
    const [report] = await tx.db
      .select({ reporterId: bugs.reporterId, holeCode: projectHoleLevels.holeCode, weight: projectHoleLevels.weight })
      .from(bugs)
      .innerJoin(projectHoleLevels, and(eq(projectHoleLevels.projectId, bugs.projectId), eq(projectHoleLevels.holeCode, sql`coalesce(${bugs.endGrade}, ${bugs.confirmGrade})`)))
      .where(eq(bugs.id, end.bugId))
      .limit(1);
    if (!report) return null;
    const { level } = await rightsLevelOf(tx.db, report.reporterId, chinaCalendarOf(end.endedAt.getTime()).year);
    const points = pointsForReport(report.weight, level);
    if (points <= 0) return null;
    const [member] = await tx.db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, report.reporterId)).limit(1);
    const critical = isCriticalLevel(report.holeCode, report.weight);
    const [award] = await tx.db
      .insert(pointAwards)
      .values({
        userId: report.reporterId,
        bugId: end.bugId,
        reason: 'reportEnded',
        points,
        weight: report.weight,
        rightsLevel: level,
        critical,
        teamId: member?.teamId ?? null,
        awardedAt: end.endedAt,
      })
      .onConflictDoNothing({ target: [pointAwards.bugId, pointAwards.reason] })
      .returning();
    if (!award) return null;

    const [total] = await tx.db
      .select({ points: pointTotals.points })
      .from(pointTotals)
      .where(and(eq(pointTotals.kind, 0), eq(pointTotals.start, ALL_TIME_START), eq(pointTotals.userId, report.reporterId)));
    const personLevel = personLevelForPoints(total?.points ?? 0);
    await tx.db
      .update(users)
      .set({ personLevel })
      .where(and(eq(users.id, report.reporterId), sql`${users.personLevel} < ${personLevel}`));
    await recordEvent(tx, pointsAwarded, {
      subjectId: end.bugId,
      actorId: null,
      payload: { userId: report.reporterId, bugId: end.bugId, points, critical, teamId: award.teamId, title: end.title, holeNumber: end.holeNumber, bugPublicId: end.bugPublicId },
    });
    return award;
  });
}
