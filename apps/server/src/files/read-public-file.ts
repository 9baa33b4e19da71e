import { PUBLIC_FILE_NAME } from '@wardline/contract';
import type { UseCaseOptions } from '../platform/use-case';
import { AppError } from '../http/app-error';
import type { StoredFile } from './file-store';

/**
 * GET /public-files/{name}: a public upload. The content type comes from the extension
 * the server itself chose from the sniffed bytes, so it is always image/png or image/jpeg.
 */
export async function readPublicFile({ ctx, input: { name } }: UseCaseOptions<{ name: string }, unknown>): Promise<StoredFile & { contentType: string }> {
  if (!PUBLIC_FILE_NAME.test(name)) throw new AppError('notFound');
  const opened = await ctx.files.publicFiles.open(name);
  if (!opened) throw new AppError('notFound');
  return { ...opened, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
