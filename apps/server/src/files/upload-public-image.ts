import { FILE_TYPE_MIME, PUBLIC_FILE_URL_PREFIX } from '@wardline/contract';
import type { UserActor } from '../platform/actor';
import type { UseCaseOptions } from '../platform/use-case';
import { AppError } from '../http/app-error';
import { newStorageKey } from './file-store';
import { publicFiles } from './files.tables';
import type { ReceivedFile } from './receive-uploads';
import { UPLOADS_PER_HOUR } from './upload-private-files';

/**
 * POST /portal/uploadfile: a public image (the company logo) under a random name whose
 * extension follows the sniffed type. Answers the URL path it is served at.
 */
export async function uploadPublicImage({ ctx, actor, input: { file } }: UseCaseOptions<{ file: ReceivedFile }, UserActor>): Promise<string> {
  const ownerId = actor.user.id;
  if (!(await ctx.limiter.hit(`upload:${ownerId}`, UPLOADS_PER_HOUR, 3600)).allowed) throw new AppError('rateLimited');
  const name = newStorageKey(file.type === 'png' ? '.png' : '.jpg');
  const store = ctx.files.publicFiles;
  await store.put(name, file.bytes);
  try {
    await ctx.db.insert(publicFiles).values({ name, ownerId, contentType: FILE_TYPE_MIME[file.type], byteSize: file.bytes.length, createdAt: ctx.clock.now() });
  } catch (err) {
    await store.remove(name).catch(() => undefined);
    throw err;
  }
  return `${PUBLIC_FILE_URL_PREFIX}${name}`;
}
