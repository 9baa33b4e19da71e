import type { Database } from './client';

/**
 * A statement built and named once per database (connection pool or PGlite), then reused:
 * hot reads skip building their SQL on every request, and PostgreSQL parses and plans
 * them once per connection. `build` receives the database and answers drizzle's
 * `.prepare(name)` result, written with `sql.placeholder` for its inputs.
 */
export function preparedStatement<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
