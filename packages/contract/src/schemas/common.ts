import { z } from 'zod';

/** Query-string page number, 1-based. */
export const pageParam = z.coerce.number({ error: 'page.invalid' }).int('page.invalid').min(1, 'page.invalid').default(1);

/** Query-string page size with an upper bound so no list can be dumped in one call. */
export function sizeParam(defaultSize: number, max = 100) {
  return z.coerce.number({ error: 'size.invalid' }).int('size.invalid').min(1, 'size.invalid').max(max, 'size.invalid').default(defaultSize);
}

/** Largest id a PostgreSQL `serial` holds: a bigger one is simply not found, never a 500. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id in a path or query. */
export const idParam = z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid').max(MAX_ID, 'invalid');

/**
 * A row's public id (the database makes 32 random hex characters): what URLs and answers
 * carry instead of serial ids. Any other id-like text is well formed and simply not found,
 * so an old link by serial id answers 404.
 */
export const publicIdSchema = z.string({ error: 'invalid' }).trim().min(1, 'invalid').max(64, 'invalid').regex(/^[A-Za-z0-9_-]+$/, 'invalid');
export const publicIdParams = z.object({ id: publicIdSchema });

/** Dates travel as ISO strings; the web app formats them as yyyy-MM-dd. */
export const isoDate = z.string();
