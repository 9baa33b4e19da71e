import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ENROLLING_PROJECT_STATES } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { projects } from '../projects.tables';

/**
 * Takes one of a project's places with ONE conditional update (BRIEF §2 "money" rule,
 * applied to places): the row changes only while the project enrols and a place is left,
 * so however many approvals and automatic enrolments arrive at once, the database lets
 * exactly `tester_cap` of them through. The others get "no places left" (or "closed" when
 * the project stopped enrolling meanwhile).
 */
export async function takePlace(ctx: AppContext, projectId: number): Promise<void> {
  const [taken] = await ctx.db
    .update(projects)
    .set({ takenPlaces: sql`${projects.takenPlaces} + 1` })
    .where(and(eq(projects.id, projectId), inArray(projects.state, [...ENROLLING_PROJECT_STATES]), or(isNull(projects.testerCap), lt(projects.takenPlaces, projects.testerCap))))
    .returning({ id: projects.id });
  if (taken) return;
  const [project] = await ctx.db.select({ state: projects.state }).from(projects).where(eq(projects.id, projectId)).limit(1);
  throw new AppError(project && (ENROLLING_PROJECT_STATES as readonly string[]).includes(project.state) ? 'enrolNoPlaces' : 'enrolClosed');
}
