import { eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { UseCaseOptions } from '../platform/use-case';
import { AppError } from '../http/app-error';
import { privateFiles } from './files.tables';
import { holds, type PolicyActor } from '../platform/policy/policy';

/** Who asks: a signed-in user (their id, role and staff permissions) or nobody. */
export type PrivateFileViewer = PolicyActor;

export type PrivateFileContent = { stream: Readable; size: number; contentType: string; fileName: string; ownerId: number };

/**
 * The access policy of private files (ID photos, licences): the owner, and staff holding
 * certification review (the documents are certification documents). Anyone else is told
 * the file does not exist.
 */
export function canReadPrivateFile(viewer: PrivateFileViewer, ownerId: number): boolean {
  return viewer !== null && (viewer.id === ownerId || holds(viewer, 'certificationReview'));
}

/**
 * GET /findPrivateFile, and the staff console's document viewer: the bytes of a private
 * file for its owner or for staff. Anyone else gets the same 404 as for a reference that
 * does not exist, so a reference cannot be probed.
 */
export async function readPrivateFile({ ctx, actor: viewer, input: { ref } }: UseCaseOptions<{ ref: string }, PrivateFileViewer>): Promise<PrivateFileContent> {
  if (!viewer) throw new AppError('notFound');
  const [row] = await ctx.db.select().from(privateFiles).where(eq(privateFiles.id, ref)).limit(1);
  if (!row || !canReadPrivateFile(viewer, row.ownerId)) throw new AppError('notFound');
  const opened = await ctx.files.privateFiles.open(row.storageKey);
  if (!opened) {
    ctx.log.error({ ref }, 'private file row without stored bytes');
    throw new AppError('notFound');
  }
  const extension = row.contentType === 'image/png' ? 'png' : 'jpg';
  return { ...opened, contentType: row.contentType, fileName: `${row.kind}.${extension}`, ownerId: row.ownerId };
}
