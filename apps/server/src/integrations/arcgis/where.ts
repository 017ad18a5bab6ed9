/**
 * Building an ArcGIS `where` clause from user input without letting the input become SQL
 * (DESIGN "To avoid: user input interpolated into a GIS where clause"). Values are always string
 * literals with single quotes doubled; LIKE wildcards in the input are escaped under an ESCAPE clause;
 * column names come from council configuration and must still be plain identifiers.
 */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const LIKE_ESCAPE = '\\';

export class UnsafeColumnError extends Error {
  constructor(column: string) {
    super(`Not a plain column name: ${JSON.stringify(column)}`);
    this.name = 'UnsafeColumnError';
  }
}

export function column(name: string): string {
  if (!IDENTIFIER.test(name)) throw new UnsafeColumnError(name);
  return name;
}

/** Control characters have no place in an address and some SQL back ends treat NUL specially. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ');

/** A SQL string literal: quotes around, single quotes inside doubled. */
export function sqlString(value: string): string {
  return `'${clean(value).replace(/'/g, "''")}'`;
}

/** The value with LIKE's wildcards and the escape character itself escaped. */
export function escapeLike(value: string): string {
  return clean(value).replace(/[\\%_]/g, (ch) => `${LIKE_ESCAPE}${ch}`);
}

export type WhereCondition =
  | { column: string; op: 'equals'; value: string | number }
  /** Case-insensitive "contains", as the address search needs. */
  | { column: string; op: 'contains'; value: string };

function condition(c: WhereCondition): string {
  const col = column(c.column);
  if (c.op === 'equals') {
    if (typeof c.value === 'number') {
      if (!Number.isFinite(c.value)) throw new RangeError('Not a finite number');
      return `${col} = ${c.value}`;
    }
    return `${col} = ${sqlString(c.value)}`;
  }
  const pattern = `%${escapeLike(c.value.toUpperCase())}%`;
  return `UPPER(${col}) LIKE ${sqlString(pattern)} ESCAPE '${LIKE_ESCAPE}'`;
}

/** Conditions joined with AND or OR; an empty list matches nothing rather than everything. */
export function buildWhere(conditions: WhereCondition[], join: 'AND' | 'OR' = 'AND'): string {
  if (conditions.length === 0) return '1=0';
  const [only, ...more] = conditions;
  if (only && more.length === 0) return condition(only);
  return conditions.map((c) => `(${condition(c)})`).join(` ${join} `);
}
