import { and, eq } from 'drizzle-orm';
import type { EnterStatus, StaffPermission } from '@wardline/contract';
import type { Database } from '../../db/client';
import type { UserActor } from '../../platform/actor';
import { projectEnrolments } from './projects.tables';
import type { ProjectAsker } from './projects-policy';

/** A signed-in person as the projects policy sees them (staff permissions passed in by the route). */
export function askerOf(actor: UserActor, permissions: ReadonlySet<StaffPermission> = new Set()): ProjectAsker {
  const { user } = actor;
  return { actor: { id: user.id, role: user.role, usertype: user.usertype, permissions }, status: user.status };
}

/** The person's enrolment state in a project, or null. */
export async function enrolmentOf(db: Database, projectId: number, userId: number): Promise<EnterStatus | null> {
  const [row] = await db
    .select({ state: projectEnrolments.state })
    .from(projectEnrolments)
    .where(and(eq(projectEnrolments.projectId, projectId), eq(projectEnrolments.userId, userId)))
    .limit(1);
  return row?.state ?? null;
}
