import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's whole row as one JSON value of a statement (`to_json`), null when an outer join found none (ADR 0093).
 * The driver then describes and parses one column instead of the table's thirty-odd, and drizzle maps none: on the
 * hot read that was about a tenth of the server's CPU. Read it back with `rowFromJson`.
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

/** Columns under property names, as a select names them (`{ id: users.id, … }`). */
type Columns = Record<string, PgColumn>;

/** Some columns as one JSON object keyed by their property names (`json_build_object`); read back with `fromJsonObject`. */
export const jsonObject = (columns: Columns): SQL<Record<string, unknown>> =>
  sql<Record<string, unknown>>`json_build_object(${sql.join(
    // The keys are this code's own property names, written into the statement's text (not sent as parameters).
    Object.entries(columns).map(([property, column]) => sql`${sql.raw(`'${property}'`)}, ${column}`),
    sql`, `,
  )})`;

/** The object `jsonObject` sent, each column through its own decoding, as drizzle's select gives them. */
export function fromJsonObject<C extends Columns>(
  columns: C,
  json: Record<string, unknown>,
): { [K in keyof C]: C[K]['_']['data'] | null } {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(columns)) {
    const value = json[property];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as { [K in keyof C]: C[K]['_']['data'] | null };
}
