import { eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { UseCaseOptions } from '../platform/use-case';
import { AppError } from '../http/app-error';
import { privateFiles } from './files.tables';
import { holds, type PolicyActor } from '../platform/policy/policy';
import type { StoredPrivateFileKind } from '@wardline/contract';

/** Who asks: a signed-in user (their id, role and staff permissions) or nobody. */
export type PrivateFileViewer = PolicyActor;

export type PrivateFileContent = { stream: Readable; size: number; contentType: string; fileName: string; ownerId: number };

/**
 * The access policy of private files (ID photos, licences, project authorisation letters,
 * trusted-authentication proofs and signed pledges): the owner, and the staff who review
 * them — certification review for certification and trusted-authentication documents,
 * project audit for a project's authorisation file. Anyone else is told the file
 * does not exist.
 */
export function canReadPrivateFile(viewer: PrivateFileViewer, ownerId: number, kind: StoredPrivateFileKind = 'file'): boolean {
  if (viewer === null) return false;
  if (viewer.id === ownerId) return true;
  return holds(viewer, kind === 'projectAuthorizationFile' ? 'projectAudit' : 'certificationReview');
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/**
 * GET /findPrivateFile, and the staff console's document viewer: the bytes of a private
 * file for its owner or for staff. Anyone else gets the same 404 as for a reference that
 * does not exist, so a reference cannot be probed.
 */
export async function readPrivateFile({ ctx, actor: viewer, input: { ref } }: UseCaseOptions<{ ref: string }, PrivateFileViewer>): Promise<PrivateFileContent> {
  if (!viewer) throw new AppError('notFound');
  const [row] = await ctx.db.select().from(privateFiles).where(eq(privateFiles.id, ref)).limit(1);
  if (!row || !canReadPrivateFile(viewer, row.ownerId, row.kind)) throw new AppError('notFound');
  const opened = await ctx.files.privateFiles.open(row.storageKey);
  if (!opened) {
    ctx.log.error({ ref }, 'private file row without stored bytes');
    throw new AppError('notFound');
  }
  const extension = EXTENSIONS[row.contentType] ?? 'bin';
  return { ...opened, contentType: row.contentType, fileName: `${row.kind}.${extension}`, ownerId: row.ownerId };
}
