import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { rowsOf } from '../db/client';
import { DAY } from '../platform/clock';
import { defineJob } from '../platform/jobs/define-job';

/** An upload no form used within a day was abandoned (a form is filled within one 8-hour session). */
export const UNUSED_UPLOAD_GRACE_MS = DAY;
const BATCH = 500;

/**
 * Deletes private uploads (ID photos, licences) that no row refers to a day after upload,
 * then their bytes. What refers to a private file is read from the database's own foreign
 * keys, so a table added later that points at `private_files` protects its files without
 * anyone remembering to list it here.
 */
export async function sweepUnusedUploads(ctx: AppContext): Promise<number> {
  const references = rowsOf<{ tbl: string; col: string }>(
    await ctx.db.execute(sql`
      select c.conrelid::regclass::text as tbl, a.attname as col
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'private_files'::regclass`),
  );
  const unused = references.map(({ tbl, col }) => sql`and not exists (select 1 from ${sql.identifier(tbl)} r where r.${sql.identifier(col)} = f.id)`);
  const cutoff = new Date(ctx.clock.now().getTime() - UNUSED_UPLOAD_GRACE_MS).toISOString();
  const store = ctx.files.privateFiles;
  let total = 0;
  for (;;) {
    const removed = rowsOf<{ storage_key: string }>(
      await ctx.db.execute(sql`
        delete from private_files where id in (
          select f.id from private_files f where f.created_at < ${cutoff}::timestamptz ${sql.join(unused, sql` `)} limit ${BATCH})
        returning storage_key`),
    );
    // Rows first, then bytes: a failure here leaves unreachable bytes, never a row pointing at nothing.
    for (const { storage_key } of removed) await store.remove(storage_key);
    total += removed.length;
    if (removed.length < BATCH) return total;
  }
}

export const sweepUnusedUploadsJob = defineJob({
  name: 'maintenance.sweep-unused-uploads',
  payload: z.object({}).strict(),
  async run({ ctx }) {
    const removed = await sweepUnusedUploads(ctx);
    if (removed > 0) ctx.log.info({ removed }, 'unused private uploads removed');
  },
});
