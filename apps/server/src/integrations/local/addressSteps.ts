import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { defined } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { roadTextSql, suburbTextSql, UNIT_PATTERN, unitNumberTextSql } from '../../db/addressText.js';
import { ADDRESS_COLUMN_LIST, type Row } from './sql.js';

/** The legal description of the parcel holding the address point, for the suggestion label (spec point 9). */
export const LEGAL_COLUMN =
  '(select p.appellation from parcels p where ST_Contains(p.geometry, a.location) order by p.id limit 1) as legal';

/**
 * One ordered step: the first $3 addresses whose `text` starts with the query, numbered in the
 * text's order. "Starts with" is the index range [$1, $2), $2 being the query with its last character one
 * higher ('que' -> 'quf'): a range of parameters keeps one plan for every query, where `like 'que%'`
 * needs the query in the plan, and it reads no text twice (the `like` was checked again on every row).
 * The texts hold only a-z, 0-9, '/' and spaces, and text_pattern_ops compares bytes, so the range is exact.
 * Addresses whose `text` is the same (every address of a road in a suburb, for the road and suburb texts) are
 * ordered by their address text, then their id: the order is the statement's own, written out, not the order in
 * which a plan happens to read the rows (an index walk gives ties in the order their rows lie in the table, a
 * sort in any order), which changed with the table's size and the rows' places (ADR 0084's addendum).
 */
const ORDER_KEYS = (text: string) => `${text} using ~<~, a.search_text using ~<~, a.address_id`;
const fromStart = (step: number, text: string, only = 'true') =>
  `(select ${step} as step, s.address_id, row_number() over (order by s.key using ~<~, s.search_text using ~<~, s.address_id) as ord from (
     select a.address_id, ${text} as key, a.search_text from addresses a
     where ${text} ~>=~ $1 and ${text} ~<~ $2 and ${only} and ($4::integer is null or a.council_id = $4::integer)
     order by ${ORDER_KEYS(text)} limit $3) s)`;

/**
 * The ordered steps in one statement (one round trip, one plan): each step's first $3 rows, an address
 * kept at its earliest step, steps in order. A step's $3 rows always hold enough new ones, since at most as
 * many as the steps before it found can repeat them. Step 3 is the flats at a street number for a query led
 * by a number ('19 karaka' finds '1/19 karaka road'), the suburb-first text for any other.
 */
const stepsSql = (numberLed: boolean) => `with hits as (
    ${fromStart(1, 'a.search_text')}
    union all ${fromStart(2, roadTextSql('a.'))}
    union all ${numberLed ? fromStart(3, unitNumberTextSql('a.'), `a.search_text ~ '${UNIT_PATTERN}'`) : fromStart(3, suburbTextSql('a.'))}
  ), firsts as (select distinct on (address_id) step, ord, address_id from hits order by address_id, step)
  select ${ADDRESS_COLUMN_LIST}, ${LEGAL_COLUMN} from firsts f join addresses a using (address_id)
  order by f.step, f.ord limit $3`;

const STATEMENTS = {
  number: { name: 'address_search_number_steps', text: stepsSql(true) },
  name: { name: 'address_search_name_steps', text: stepsSql(false) },
};

/** A text in SQL quotes (the query is folded to a-z, 0-9, '/' and spaces already; this holds for any text). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** PostgreSQL's code for a prepared statement the session does not hold. */
const NO_SUCH_STATEMENT = '26000';

/**
 * The ordered steps' addresses for folded query `q`, as a prepared statement run with its generic plan:
 * planning the statement afresh (its three index expressions matched against the indexes') took about two
 * thirds of a search's time on PGlite (0.75 of 1.1 ms) and half of it on a server. Left to choose, PostgreSQL
 * plans each run for its values (its guess of a range's rows is dearer than the real one), so the run sets
 * plan_cache_mode for itself alone (SET LOCAL in the statements' one implicit transaction). The session
 * prepares the statement on first use (PREPARE; EXECUTE takes its arguments written in the text, as it binds
 * no parameters); on a server that is each pool connection, so one connection runs both.
 */
export async function orderedSteps(
  db: Db,
  numberLed: boolean,
  q: string,
  limit: number,
  councilId: number | null,
): Promise<Row[]> {
  const statement = STATEMENTS[numberLed ? 'number' : 'name'];
  const upper = q.slice(0, -1) + String.fromCharCode(q.charCodeAt(q.length - 1) + 1);
  const run = `set local plan_cache_mode = force_generic_plan; execute ${statement.name}(${literal(q)}, ${literal(upper)}, ${Math.trunc(limit)}, ${councilId === null ? 'null' : Math.trunc(councilId)})`;
  const prepare = `prepare ${statement.name} (text, text, integer, integer) as ${statement.text}`;
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('waitReady' in client) return prepareOnce((text) => client.exec(text), run, prepare);
  const connection = await client.connect();
  try {
    return await prepareOnce(
      async (text) => [(await connection.query(text)) as unknown as pg.QueryResult].flat(),
      run,
      prepare,
    );
  } finally {
    connection.release();
  }
}

/** The last statement's rows of `run`, preparing its statement first when the session does not hold it. */
async function prepareOnce(
  exec: (text: string) => Promise<{ rows: unknown[] }[]>,
  run: string,
  prepare: string,
): Promise<Row[]> {
  const last = (results: { rows: unknown[] }[]) => defined(results.at(-1), "the last statement's result").rows as Row[];
  try {
    return last(await exec(run));
  } catch (error) {
    if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
    await exec(prepare);
    return last(await exec(run));
  }
}
