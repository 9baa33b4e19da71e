import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column IN ('a', 'b', …)` for a CHECK constraint, written from the contract's enum
 * values so the database refuses exactly what the contract does. Literals, not
 * parameters: a constraint is DDL and is stored in the migration as text.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
