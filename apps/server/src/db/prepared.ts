import type { Db } from './client.js';

const statements = new WeakMap<Db, Map<string, unknown>>();

/** The database to build prepared statements on, when it is not the database itself (the embedded one's named statements). */
const preparingDbs = new WeakMap<Db, Db>();

/** Builds this database's prepared statements on `preparing` (a drizzle database over PGlite's named statements). */
export function prepareStatementsOn(db: Db, preparing: Db): void {
  preparingDbs.set(db, preparing);
}

/**
 * A query built once per database and reused with placeholders (drizzle's `.prepare(name)`): the hot routes
 * (the session lookup every signed-in request makes, an application's owner check every page makes) spent
 * a fifth of the server's time having drizzle build the same SQL again, and on a PostgreSQL server a named
 * statement is also parsed and planned once per connection. drizzle's PGlite driver ignores the name, so the
 * embedded database builds them on its named-statement client (db/pgliteStatements.ts) to get the same.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map<string, unknown>()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(withStatementsReused(db))));
  return statement;
}

/**
 * The database to run a query on whose SQL text takes one of a few shapes (a save's update, one per form): on
 * the embedded database, its named statements, so each shape is parsed and planned once; elsewhere `db` itself.
 */
export function withStatementsReused(db: Db): Db {
  return preparingDbs.get(db) ?? db;
}
