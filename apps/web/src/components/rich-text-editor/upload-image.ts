import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** POST /portal/uploadfile: a public image, checked by content on the server; answers its address (`/web/v1/public-files/…`). */
export function uploadRichTextImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api.postForm<string>(paths.uploadFile, form);
}
