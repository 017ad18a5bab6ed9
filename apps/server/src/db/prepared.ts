import type { Db } from './client.js';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database and reused with placeholders (drizzle's `.prepare(name)`): the hot routes
 * (the session lookup every signed-in request makes, an application's owner check every page makes) spent
 * a fifth of the server's time having drizzle build the same SQL again, and on a PostgreSQL server a named
 * statement is also parsed and planned once per connection.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map<string, unknown>()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db)));
  return statement;
}
