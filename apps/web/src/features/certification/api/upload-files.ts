import type { PrivateFileKind, PrivateUploadResult } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * POST /portal/uploadprivatefile with one file under its kind: answers the opaque
 * reference. The server may answer a map for several files; the last value is the one used.
 */
export async function uploadPrivateFile(kind: PrivateFileKind, file: File): Promise<string> {
  const form = new FormData();
  form.append(kind, file, file.name);
  const ret = await api.postForm<PrivateUploadResult>(paths.uploadPrivateFile, form);
  return typeof ret === 'string' ? ret : (Object.values(ret).pop() ?? '');
}

/** POST /portal/uploadfile: a public image (the company logo); answers its URL path. */
export function uploadPublicImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.postForm<string>(paths.uploadFile, form);
}
