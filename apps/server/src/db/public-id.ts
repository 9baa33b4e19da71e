import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * The id a row shows outside the server (URLs, answers): 32 random hex characters made by
 * the database, so every row has one however it was inserted. The serial id stays inside;
 * a URL can neither be walked nor tell how many rows there are. Give the table a unique
 * index on it.
 */
export const publicIdColumn = () => text('public_id').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`);
