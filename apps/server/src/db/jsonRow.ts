import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's whole row as one JSON value of a statement (`to_json`), null when an outer join found none (ADR 0093).
 * The driver then describes and parses one column instead of the table's forty: on the hot read that was a sixth of
 * the server's CPU. Read it back with `rowFromJson`.
 */
export const jsonRow = (table: PgTable): SQL<Record<string, unknown> | null> =>
  sql<Record<string, unknown> | null>`to_json(${table})`;

/**
 * The row `jsonRow` sent, as drizzle's own select gives it: each column under its property name, through the
 * column's own decoding (`mapFromDriverValue`: a timestamp's text to a Date, a date kept as text), null as null.
 */
export function rowFromJson<T extends PgTable>(
  table: T,
  json: Record<string, unknown> | null,
): T['$inferSelect'] | undefined {
  if (json === null) return undefined;
  const row: Record<string, unknown> = {};
  for (const [property, column] of columnsOf(table)) {
    const value = json[column.name];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

const columnLists = new WeakMap<PgTable, [string, ReturnType<typeof getTableColumns>[string]][]>();
function columnsOf(table: PgTable) {
  let columns = columnLists.get(table);
  if (!columns) columnLists.set(table, (columns = Object.entries(getTableColumns(table))));
  return columns;
}
