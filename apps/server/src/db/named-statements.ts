import type pg from 'pg';

/**
 * Most of PostgreSQL's work for a short read is parsing and planning it: measured on the
 * platform-scale data, a signed-in list cost 1.6 ms of PostgreSQL CPU per request with
 * unnamed statements and 0.5 ms once they were named. node-postgres parses a named
 * statement once per connection and then only binds and executes it, so every parameterised
 * query the ORM sends gets a name derived from its text (the same text always gets the same
 * name in this process; different texts never share one). PostgreSQL keeps the parsed
 * statement per connection and may switch it to a generic plan after five runs when that
 * plan is no dearer (`plan_cache_mode = auto`); partial indexes are matched by literal
 * predicates in the queries that need them, never by parameters.
 *
 * Only statements that can be prepared (SELECT, INSERT, UPDATE, DELETE, WITH) and that carry
 * parameters are named: migrations and other one-off statements stay unnamed. The number of
 * distinct texts is bounded by the code (a dynamic IN list adds one per length), and past
 * `limit` new texts simply go unnamed.
 */
export function nameStatementsOf(pool: pg.Pool, limit = 5000): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) names.set(text, (name = `wl_${names.size}`));
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (isUnnamedWithText(config)) {
        const values = Array.isArray(rest[0]) ? rest[0] : config.values;
        if (values && values.length > 0 && PREPARABLE.test(config.text)) {
          const name = nameOf(config.text);
          if (name) config.name = name;
        }
      }
      return query(config, ...rest);
    };
  });
}

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

function isUnnamedWithText(config: unknown): config is { text: string; name?: string; values?: unknown[] } {
  return typeof config === 'object' && config !== null && typeof (config as { text?: unknown }).text === 'string' && !(config as { name?: unknown }).name;
}
