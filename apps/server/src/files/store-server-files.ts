import { createHash } from 'node:crypto';
import type { StoredPrivateFileKind } from '@wardline/contract';
import type { AppContext } from '../context';
import { newStorageKey } from './file-store';
import { privateFiles } from './files.tables';
import { newPrivateFileRef } from './upload-private-files';

export type ServerFile = { kind: StoredPrivateFileKind; contentType: 'image/png' | 'application/pdf'; bytes: Buffer };
export type StagedFiles = {
  /** The references, in the order given. */
  refs: string[];
  /** Inserts the rows (in the caller's transaction): from then on the files exist for their owner. */
  record: (db: AppContext['db'], at: Date) => Promise<void>;
  /** Removes the stored bytes when the change that would have used them failed. */
  discard: () => Promise<void>;
};

/**
 * Private files the server makes for a person (a signature, a signed document): the bytes go
 * to the store first, under random names; the rows are written by the caller's transaction,
 * and if it fails the bytes are removed, so a reference never names missing bytes.
 */
export async function stageServerFiles(ctx: AppContext, ownerId: number, files: ServerFile[]): Promise<StagedFiles> {
  const store = ctx.files.privateFiles;
  const rows = files.map((file) => ({
    id: newPrivateFileRef(),
    ownerId,
    kind: file.kind,
    contentType: file.contentType,
    byteSize: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    storageKey: newStorageKey(),
  }));
  const written: string[] = [];
  const discard = async () => {
    await Promise.all(written.map((key) => store.remove(key).catch(() => undefined)));
  };
  try {
    for (const [i, row] of rows.entries()) {
      await store.put(row.storageKey, files[i]!.bytes);
      written.push(row.storageKey);
    }
  } catch (err) {
    await discard();
    throw err;
  }
  return {
    refs: rows.map((r) => r.id),
    record: async (db, at) => {
      await db.insert(privateFiles).values(rows.map((row) => ({ ...row, createdAt: at })));
    },
    discard,
  };
}
