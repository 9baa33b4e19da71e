import { createHash, randomBytes } from 'node:crypto';
import { FILE_TYPE_MIME, type PrivateFileKind } from '@wardline/contract';
import type { UserActor } from '../platform/actor';
import type { UseCaseOptions } from '../platform/use-case';
import { AppError } from '../http/app-error';
import { newStorageKey } from './file-store';
import { privateFiles } from './files.tables';
import type { ReceivedFile } from './receive-uploads';

/** Uploads one person may make in an hour: a few forms' worth with retries, not a disk filler. */
export const UPLOADS_PER_HOUR = 60;

export type UploadPrivateFilesInput = { files: (ReceivedFile & { field: PrivateFileKind })[] };

/** A new opaque reference: `pf_` and 32 base64url characters (192 random bits). */
export function newPrivateFileRef(): string {
  return `pf_${randomBytes(24).toString('base64url')}`;
}

/**
 * POST /portal/uploadprivatefile: stores already-checked files under random names and
 * answers field → reference. The rows and the bytes go together: if the insert fails,
 * the bytes written for it are removed.
 */
export async function uploadPrivateFiles({ ctx, actor, input: { files } }: UseCaseOptions<UploadPrivateFilesInput, UserActor>): Promise<Record<string, string>> {
  const ownerId = actor.user.id;
  for (let i = 0; i < files.length; i++) {
    if (!(await ctx.limiter.hit(`upload:${ownerId}`, UPLOADS_PER_HOUR, 3600)).allowed) throw new AppError('rateLimited');
  }
  const store = ctx.files.privateFiles;
  const rows = files.map((file) => ({
    id: newPrivateFileRef(),
    ownerId,
    kind: file.field,
    contentType: FILE_TYPE_MIME[file.type],
    byteSize: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    storageKey: newStorageKey(),
    createdAt: ctx.clock.now(),
  }));
  const written: string[] = [];
  try {
    for (const [i, row] of rows.entries()) {
      await store.put(row.storageKey, files[i]!.bytes);
      written.push(row.storageKey);
    }
    await ctx.db.insert(privateFiles).values(rows);
  } catch (err) {
    await Promise.all(written.map((key) => store.remove(key).catch(() => undefined)));
    throw err;
  }
  return Object.fromEntries(rows.map((row) => [row.kind, row.id]));
}
