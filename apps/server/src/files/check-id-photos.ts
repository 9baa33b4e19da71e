import { inArray } from 'drizzle-orm';
import { isReadableIdPhoto } from '@wardline/contract';
import type { AppContext } from '../context';
import type { FieldIssue } from '../http/app-error';
import { privateFiles } from './files.tables';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The issues of ID photo fields whose stored image is too small to read a card from
 * (contract ID_PHOTO_MIN_PIXELS). Run after `checkOwnPrivateFiles`, which proved the
 * references are the caller's own; a generic `file` upload is measured here too.
 */
export async function checkIdPhotos(ctx: AppContext, fields: { field: string; ref: string }[]): Promise<FieldIssue[]> {
  const rows = await ctx.db.select({ id: privateFiles.id, storageKey: privateFiles.storageKey }).from(privateFiles).where(inArray(privateFiles.id, fields.map((f) => f.ref)));
  const store = ctx.files.privateFiles;
  const issues: FieldIssue[] = [];
  for (const { field, ref } of fields) {
    const row = rows.find((r) => r.id === ref);
    const opened = row ? await store.open(row.storageKey) : null;
    if (!opened || !isReadableIdPhoto(await readAll(opened.stream))) issues.push({ field, rule: 'upload.idPhoto.tooSmall' });
  }
  return issues;
}
