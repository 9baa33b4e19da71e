import { eq, type SQL } from 'drizzle-orm';
import type { ProjectType } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { projects } from '../projects/projects.tables';
import { bugs, type BugRow } from './bugs.tables';

/** What a move needs of the report's project: its name for notices, its type and retest switch, its pool for the reward. */
export type BugProjectFacts = { id: number; publicId: string; name: string; projectType: ProjectType; retest: boolean };

/** A report locked for a move, with its project. */
export type BugForMove = BugRow & { project: BugProjectFacts };

/**
 * Locks one report (`FOR UPDATE`, or `SKIP LOCKED` for a scheduler that leaves a row another
 * process is moving) and reads its project. Every move reads the report under this lock, so
 * its checks (state, `isTurn`, the claim, the appeal deadline) see what the move will change:
 * of two moves sent at once, the second sees the first's result.
 */
export async function lockBugWhere(tx: AppContext, where: SQL, options: { skipLocked?: boolean } = {}): Promise<BugForMove | null> {
  const query = tx.db.select().from(bugs).where(where).limit(1);
  const [row] = options.skipLocked ? await query.for('update', { skipLocked: true }) : await query.for('update');
  if (!row) return null;
  const [project] = await tx.db
    .select({ id: projects.id, publicId: projects.publicId, name: projects.name, projectType: projects.projectType, retest: projects.retest })
    .from(projects)
    .where(eq(projects.id, row.projectId))
    .limit(1);
  return { ...row, project: project! };
}

/** The report a call names by public id, locked; an unknown id is `bugNotFound`. */
export async function lockBug(tx: AppContext, publicId: string): Promise<BugForMove> {
  const bug = await lockBugWhere(tx, eq(bugs.publicId, publicId));
  if (!bug) throw new AppError('bugNotFound');
  return bug;
}

/** Whether the report belongs to a security response centre project (no money moves). */
export const isSrc = (bug: BugForMove) => bug.project.projectType === 'SecurityResponse';
