import { eq, type SQL } from 'drizzle-orm';
import type { BugAction, ProjectType } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { PolicyActor } from '../../platform/policy/policy';
import { projects } from '../projects/projects.tables';
import { loadBugFor } from './bugs-policy';
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
  return row ? withProject(tx, row) : null;
}

/** A report with what a move needs of its project. */
async function withProject(tx: AppContext, row: BugRow): Promise<BugForMove> {
  const [project] = await tx.db
    .select({ id: projects.id, publicId: projects.publicId, name: projects.name, projectType: projects.projectType, retest: projects.retest })
    .from(projects)
    .where(eq(projects.id, row.projectId))
    .limit(1);
  return { ...row, project: project! };
}

/**
 * The report a party's move names by public id, locked, once the bugs policy lets `asker` take
 * `action` on it (`bugNotFound` for an unknown id and for anyone without a role on it,
 * `bugActionNotAllowed` for the report's other party).
 */
export async function lockBugFor(tx: AppContext, asker: PolicyActor, publicId: string, action: BugAction): Promise<BugForMove> {
  const { bug } = await loadBugFor(tx, asker, publicId, { lock: true, action });
  return withProject(tx, bug);
}

/** The report a console decision names by public id, locked (the decision's permission is checked before); an unknown id is `bugNotFound`. */
export async function lockBug(tx: AppContext, publicId: string): Promise<BugForMove> {
  const bug = await lockBugWhere(tx, eq(bugs.publicId, publicId));
  if (!bug) throw new AppError('bugNotFound');
  return bug;
}

/** Whether the report belongs to a security response centre project (no money moves). */
export const isSrc = (bug: BugForMove) => bug.project.projectType === 'SecurityResponse';
