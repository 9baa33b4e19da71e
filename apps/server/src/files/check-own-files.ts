import { and, eq, inArray } from 'drizzle-orm';
import { PUBLIC_FILE_URL_PREFIX, type PrivateFileKind } from '@wardline/contract';
import type { Database } from '../db/client';
import type { FieldIssue } from '../http/app-error';
import { privateFiles, publicFiles } from './files.tables';

/** A form field that must hold one of the caller's private uploads of one of `kinds`. */
export type PrivateFileField = { field: string; ref: string; kinds: readonly PrivateFileKind[] };

/**
 * The issues of form fields whose reference is not the caller's own upload of a fitting
 * kind (an ID photo sent as the business licence, someone else's reference, one that
 * does not exist). The generic `file` kind fits every field.
 */
export async function checkOwnPrivateFiles(db: Database, ownerId: number, fields: PrivateFileField[]): Promise<FieldIssue[]> {
  const refs = fields.map((f) => f.ref);
  const rows = refs.length
    ? await db.select({ id: privateFiles.id, kind: privateFiles.kind }).from(privateFiles).where(and(eq(privateFiles.ownerId, ownerId), inArray(privateFiles.id, refs)))
    : [];
  const kindOf = new Map(rows.map((r) => [r.id, r.kind]));
  return fields
    .filter(({ ref, kinds }) => {
      const kind = kindOf.get(ref);
      return kind === undefined || (kind !== 'file' && !(kinds as readonly string[]).includes(kind));
    })
    .map(({ field }) => ({ field, rule: 'certification.file.invalid' }));
}

/** Whether a public file URL names an upload of this owner. */
export async function isOwnPublicFile(db: Database, ownerId: number, url: string): Promise<boolean> {
  if (!url.startsWith(PUBLIC_FILE_URL_PREFIX)) return false;
  const name = url.slice(PUBLIC_FILE_URL_PREFIX.length);
  const [row] = await db.select({ name: publicFiles.name }).from(publicFiles).where(and(eq(publicFiles.name, name), eq(publicFiles.ownerId, ownerId))).limit(1);
  return row !== undefined;
}
